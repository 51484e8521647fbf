import { Types } from 'mongoose';
import {
  canAdministerUnits,
  IMPORT_MESSAGES,
  toInternationalPhone,
  type ImportBody,
  labelsOf,
  UNIT_IMPORT_COLUMNS,
  propertyTypeSchema,
  readAmount,
  unitBody,
  unitStatusSchema,
} from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import {
  choiceReader,
  insertAcceptedRows,
  previewImport,
  runImport,
  sheetColumns,
  sheetFile,
  valueMapping,
} from '../../lib/spreadsheet';
import type { ImportPlan, RowOutcome, SheetRow, UnknownValue, ValueMapping } from '../../lib/spreadsheet';
import { trackImport } from '../imports';
import { LIVE_UNIT, UnitModel } from './unit.model';
import { newUnitFields } from './unit.service';

export const MAX_UNIT_IMPORT_ROWS = 10_000;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A payment plan in the export's Plans column, which the import reads back (`readPlans`). */
const planText = (p: { name: string; downPayment: number; monthly: number; years: number }) =>
  `${p.name}: ${p.downPayment} down, ${p.monthly}/month, ${p.years} years`;
const PLAN = /^(.*?):\s*([^,]+?)\s*down,\s*([^,]+?)\s*\/\s*month,\s*([^,]+?)\s*years?$/i;

/** The export's Plans column ("Plan A: 500000 down, 25000/month, 7 years; ..."); a part it cannot read is kept as a plan's name. */
function readPlans(text: string) {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [, name = part, downPayment = '', monthly = '', years = ''] = PLAN.exec(part) ?? [];
      return { name: name.trim(), downPayment, monthly, years };
    });
}

/** Every unit (archived too), one row each; the first plan's numbers in their own columns, all plans in one. */
export async function exportUnits() {
  const units = await UnitModel.find(LIVE_UNIT)
    .sort({ createdAt: -1 })
    .populate({ path: 'assignedTo', select: 'name' })
    .lean();
  const rows = units.map((u) => ({
    Title: u.title,
    Type: u.propertyType,
    Status: u.status,
    Price: u.price,
    Area: u.area,
    'Price per m²': u.pricePerMeter,
    Bedrooms: u.bedrooms,
    Bathrooms: u.bathrooms,
    Parking: u.parking,
    City: u.location?.city ?? '',
    District: u.location?.district ?? '',
    Address: u.location?.address ?? '',
    Featured: yesNo(u.isFeatured),
    Archived: yesNo(u.archived),
    Cash: yesNo(!!u.paymentOptions?.cash),
    Installment: yesNo(!!u.paymentOptions?.installment),
    Plans: u.paymentPlans.map(planText).join('; '),
    'Owner name': u.ownerInfo?.name ?? '',
    'Owner phone': u.ownerInfo?.phone ?? '',
    'Owner email': u.ownerInfo?.email ?? '',
    Images: u.images.join(', '),
    'Assigned to': (u.assignedTo as { name?: string } | null)?.name ?? '',
    Created: u.createdAt.toISOString().slice(0, 10),
  }));
  return sheetFile('Units', 'resale-units.xlsx', rows);
}

const columns = sheetColumns(UNIT_IMPORT_COLUMNS);

const TRUE = new Set(['yes', 'y', 'true', '1', 'نعم', 'ايوه', 'أيوه']);
const FALSE = new Set(['no', 'n', 'false', '0', 'لا']);
/** A Yes/No cell: `fallback` when blank, null when it is neither. */
function readFlag(text: string, fallback: boolean): boolean | null {
  const key = text.trim().toLowerCase();
  if (!key) return fallback;
  if (TRUE.has(key)) return true;
  if (FALSE.has(key)) return false;
  return null;
}

const readType = choiceReader(propertyTypeSchema.options, labelsOf('unitType'));
const readStatus = choiceReader(unitStatusSchema.options, labelsOf('unitStatus'));

/**
 * Columns (`UNIT_IMPORT_COLUMNS`: English or Arabic names, as people write them): Title, Price, Area
 * (required; numbers as typed: ٢٬٥٠٠٬٠٠٠, 8,500,000 EGP, 120 m²), Description, Type and Status (by value
 * or label; Status read from CEO/Admin only, like the form), Bedrooms, Bathrooms, Parking, City,
 * District, Address, Cash, Installment (Yes/No), one plan (Plan, Down payment, Monthly, Years) or the
 * export's Plans column, Owner name/phone/email, Images (comma-separated addresses), Video tour. Each row goes through the form's rules; bad rows are reported, good rows kept.
 */
export const importUnits = (user: AuthUser, body: ImportBody, country: string) =>
  trackImport(user, 'units', body.fileName, (tracker) => runImport(unitImportPlan(user, body, country), tracker));

/** What `importUnits` would do with this sheet, with nothing stored. */
export const previewUnitImport = (user: AuthUser, body: ImportBody, country: string) =>
  previewImport(unitImportPlan(user, body, country));

type NewUnit = ReturnType<typeof newUnitFields> & { _id: Types.ObjectId };

function unitImportPlan(
  user: AuthUser,
  { dataUrl, columns: mapping, headerRow, values }: ImportBody,
  country: string,
): ImportPlan<NewUnit, ValueMapping> {
  const mayChooseStatus = canAdministerUnits(user);
  const types = new Set<string>(propertyTypeSchema.options);
  const statuses = new Set<string>(unitStatusSchema.options);
  return {
    dataUrl,
    maxRows: MAX_UNIT_IMPORT_ROWS,
    columns,
    mapping,
    headerRow,
    required: ['title'],
    present: (unit) => ({
      title: unit.title,
      price: String(unit.price),
      area: String(unit.area),
      propertyType: unit.propertyType,
      status: unit.status,
      city: unit.location.city,
      district: unit.location.district,
      plans: unit.paymentPlans.map(planText).join('; '),
      ownerName: unit.ownerInfo.name,
      ownerPhone: unit.ownerInfo.phone,
    }),
    // Checked whole before any row is read: a type or status the portal has not is a 400; only CEO/Admin choose a status.
    load: async () =>
      valueMapping(values, {
        propertyType: { allowed: types },
        status: mayChooseStatus ? { allowed: statuses } : undefined,
      }),
    valueChoices: () => ({
      propertyType: { options: [...types].map((t) => ({ value: t, label: t })), canCreate: false },
      status: { options: [...statuses].map((t) => ({ value: t, label: t })), canCreate: false },
    }),
    parseRow: (row, mapped) => parseUnitRow(user, row, mapped, mayChooseStatus, country),
    save: (accepted, tracker) => insertAcceptedRows(UnitModel, accepted, 'Could not be saved', tracker),
  };
}

/**
 * A unit's row. What it says beyond the title, price and area never refuses it: a type or status the
 * portal does not know goes through the person's mapping, else is left empty (the form's default)
 * with a warning; so is a Cash or Installment that is not Yes or No.
 */
function parseUnitRow(
  user: AuthUser,
  row: SheetRow,
  mapped: ValueMapping,
  mayChooseStatus: boolean,
  country: string,
): RowOutcome<NewUnit> {
  const value = (field: Parameters<typeof columns.value>[1]) => columns.value(row, field);
  const warnings: string[] = [];
  const unknown: UnknownValue[] = [];
  const choice = <T extends string>(
    field: string,
    warning: (value: string) => string,
    text: string,
    read: (text: string) => T | undefined,
  ) => {
    const known = text ? read(text) : undefined;
    if (!text || known) return known;
    unknown.push({ field, value: text });
    const target = mapped(field, text);
    if (target.kind === 'unmapped') warnings.push(warning(text));
    return target.kind === 'value' ? read(target.value) : undefined;
  };
  const propertyType = choice('propertyType', IMPORT_MESSAGES.unknownUnitType, value('propertyType').trim(), readType);
  const status = choice(
    'status',
    IMPORT_MESSAGES.unknownUnitStatus,
    mayChooseStatus ? value('status').trim() : '',
    readStatus,
  );
  const flag = (field: 'cash' | 'installment', fallback: boolean, warning: (value: string) => string) => {
    const read = readFlag(value(field), fallback);
    if (read !== null) return read;
    warnings.push(warning(value(field)));
    return fallback;
  };
  const cash = flag('cash', true, IMPORT_MESSAGES.cashLeftYes);
  const installment = flag('installment', false, IMPORT_MESSAGES.installmentLeftNo);
  // A price in another currency is not stored as EGP (and a unit needs its price): the row says so.
  const price = readAmount(value('price'));
  if (price?.kind === 'foreign') {
    return {
      error: IMPORT_MESSAGES.foreignPrice(columns.title(row, 'price'), value('price'), price.currency),
      unknown,
    };
  }
  const planGiven = ['planName', 'downPayment', 'monthly', 'years'].some((f) => value(f as 'planName') !== '');
  const parsed = unitBody.safeParse({
    title: value('title'),
    description: value('description'),
    price: price?.kind === 'amount' ? price.value : value('price'),
    area: value('area'),
    propertyType,
    bedrooms: value('bedrooms'),
    bathrooms: value('bathrooms'),
    parking: value('parking'),
    location: { address: value('address'), city: value('city'), district: value('district') },
    paymentOptions: { cash, installment },
    paymentPlans: planGiven
      ? [
          {
            name: value('planName'),
            downPayment: value('downPayment'),
            monthly: value('monthly'),
            years: value('years'),
          },
        ]
      : readPlans(value('plans')),
    ownerInfo: { name: value('ownerName'), phone: value('ownerPhone'), email: value('ownerEmail') },
    images: value('images')
      .split(/[,\s]+/)
      .filter(Boolean),
    videoTour: value('videoTour'),
  });
  if (!parsed.success) return { error: columns.describe(row, parsed.error), unknown };
  if (toInternationalPhone(value('ownerPhone'), country) === null)
    return {
      error: `${columns.title(row, 'ownerPhone')}: "${value('ownerPhone')}" is not a valid phone number`,
      unknown,
    };
  // insertMany validates each document, so the model derives pricePerMeter and the keys as on save.
  return {
    doc: { _id: new Types.ObjectId(), ...newUnitFields(user, parsed.data, country, status) },
    warnings,
    unknown,
  };
}
