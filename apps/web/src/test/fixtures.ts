import {
  UNIT_FEATURES,
  type ImportBatch,
  type ImportPreview,
  type ResaleUnit,
  type Role,
  type UnitFeature,
  type User,
} from '@crm/contracts';

let seq = 0;
const nextId = () => (++seq).toString(16).padStart(24, '0');

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: nextId(),
    name: 'Sara Ali',
    email: 'sara@agency.test',
    role: 'Agent' as Role,
    teamId: null,
    teamIds: [],
    active: true,
    mustChangePassword: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A unit's features: those named are there, the others not. */
export const unitFeatures = (...present: UnitFeature[]) =>
  Object.fromEntries(UNIT_FEATURES.map((feature) => [feature, present.includes(feature)])) as ResaleUnit['features'];

let unitSeq = 0;

/** A plain available apartment in Maadi, Cairo (cash, no plans, no photos), with `overrides`. */
export function makeUnit(overrides: Partial<ResaleUnit> = {}): ResaleUnit {
  return {
    _id: (++unitSeq).toString(16).padStart(24, '3'),
    title: 'Unit',
    description: '',
    price: 1_000_000,
    area: 100,
    pricePerMeter: 10_000,
    propertyType: 'apartment',
    bedrooms: 2,
    bathrooms: 1,
    parking: 0,
    location: { address: '', city: 'Cairo', district: 'Maadi', coordinates: null },
    features: unitFeatures(),
    images: [],
    videoTour: '',
    status: 'available',
    isFeatured: false,
    archived: false,
    assignedTo: null,
    createdBy: null,
    paymentOptions: { cash: true, installment: false, installmentDetails: '' },
    paymentPlans: [],
    ownerInfo: null,
    inquiryCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A sheet's preview as an import answers it: two headers read as name and phone, two rows ready; `overrides` change it. */
export function makeImportPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    columns: [
      { header: 'Name', field: 'name' },
      { header: 'Phone', field: 'phone' },
    ],
    fields: ['name', 'phone', 'email', 'notes'],
    missing: [],
    sample: [
      { row: 2, values: { name: 'Hala', phone: '+201000000011' } },
      { row: 3, values: { name: 'Ziad', phone: '+201000000012' } },
    ],
    rows: 2,
    ready: 2,
    errors: [],
    skippedRows: [],
    headerRow: 1,
    headerCandidates: [
      { row: 1, values: ['Name', 'Phone'] },
      { row: 2, values: ['Hala', '01000000011'] },
      { row: 3, values: ['Ziad', '01000000012'] },
    ],
    warnings: [],
    unknownValues: [],
    ...overrides,
  };
}

let importSeq = 0;

/** A finished leads import by `by` (an hour ago), 3 rows, all created, with `overrides`. */
export function makeImportBatch(
  by: Pick<User, '_id' | 'name' | 'role'>,
  overrides: Partial<ImportBatch> = {},
): ImportBatch {
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  return {
    _id: (++importSeq).toString(16).padStart(24, '7'),
    kind: 'leads',
    by: { _id: by._id, name: by.name, role: by.role },
    fileName: 'leads.xlsx',
    status: 'done',
    phase: 'saving',
    rows: 3,
    done: 3,
    created: 3,
    skipped: 0,
    warnings: 0,
    startedAt: hourAgo,
    finishedAt: hourAgo,
    undone: null,
    ...overrides,
  };
}
