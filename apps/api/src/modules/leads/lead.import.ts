import { Types } from 'mongoose';
import {
  can,
  CAMPAIGN_CHANNELS,
  emailAddress,
  IMPORT_MESSAGES,
  isAdminRole,
  type ImportBody,
  LEAD_SOURCES,
  LEAD_STATUSES,
  lookupValueFromLabel,
  matchKey,
  teamsOf,
  toInternationalPhone,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import {
  createdNames,
  type ImportPlan,
  insertAcceptedRows,
  mapInSlices,
  previewImport,
  runImport,
  type SheetRow,
  valueMapping,
} from '../../lib/spreadsheet';
import { publish } from '../../core/events';
import { CampaignModel } from '../lookups';
import { trackImport } from '../imports';
import { LookupModel, PROPERTY_INTEREST } from '../lookups';
import { TeamModel } from '../users';
import { leadsWithEmails, leadsWithPhones, visibleDuplicateNames } from './lead.duplicates';
import type { FirstContactSla } from './lead.first-contact';
import { loadSheetPeople } from './lead.import-people';
import { type ImportedLead, leadColumns as columns, type LeadSheetContext, parseLeadRow } from './lead.import-row';
import { campaignOfChannel, interestReader } from './lead.import-values';
import { LeadModel } from './lead.model';

export const MAX_LEAD_IMPORT_ROWS = 10_000;

/**
 * Columns (`LEAD_IMPORT_COLUMNS`: English or Arabic names, as people write them): Name, Phone, Email,
 * Status, Interest (by the lookup's value or label), Source (Campaign, Organic or an ad channel, read
 * as Campaign and attributed to that channel's campaign), Campaign (a name; kept on Campaign leads),
 * Team, Assigned to (an email or a name), Budget (as people write amounts), Notes. A sheet with
 * neither a name nor a phone column is refused. Each row goes through the rules of the Add Lead form
 * (`newLeadFields`): the importer's role defaults (an Agent's rows are theirs and private, and so on),
 * the team, and for CEO/Admin the assignee (active, not CEO or Admin; the lead joins their team when
 * the row names none). Like the form, Team and Assigned to are read only from those who may choose
 * them. A value the portal does not know never refuses a row: it goes through the person's value
 * mapping (`body.values`), else is left empty, kept in the notes and warned of (lead.import-row.ts).
 * A phone already on a live lead, or earlier in the sheet, is skipped and reported; so is the email
 * of a row without a phone. Notes become the first entry of the lead's feedback log, by the importer.
 */
export const importLeads = (user: AuthUser, body: ImportBody, country: string, sla: FirstContactSla) =>
  trackImport(user, 'leads', body.fileName, (tracker) => runImport(leadImportPlan(user, body, country, sla), tracker));

/** What `importLeads` would do with this sheet, with nothing stored. */
export const previewLeadImport = (user: AuthUser, body: ImportBody, country: string, sla: FirstContactSla) =>
  previewImport(leadImportPlan(user, body, country, sla));

function leadImportPlan(
  user: AuthUser,
  { dataUrl, columns: mapping, headerRow, values }: ImportBody,
  country: string,
  sla: FirstContactSla,
): ImportPlan<ImportedLead, LeadSheetContext> {
  /** What the rows were checked against, for the save to create the teams and interests they name. */
  let sheet: LeadSheetContext | null = null;
  return {
    dataUrl,
    maxRows: MAX_LEAD_IMPORT_ROWS,
    columns,
    mapping,
    headerRow,
    required: ['name', 'phone'],
    present: ({ lead, note }) => ({
      name: String(lead.name ?? ''),
      phone: String(lead.phone ?? ''),
      email: String(lead.email ?? ''),
      status: String(lead.status ?? ''),
      source: String(lead.source ?? ''),
      propertyInterest: String(lead.propertyInterest ?? ''),
      budget: lead.budget == null ? '' : String(lead.budget),
      notes: note?.content ?? '',
    }),
    load: async (rows) => (sheet = await loadLeadSheet(user, rows, values, country)),
    valueChoices: (context) => ({
      status: { options: LEAD_STATUSES.map((s) => ({ value: s, label: s })), canCreate: false },
      source: {
        options: [...LEAD_SOURCES, ...CAMPAIGN_CHANNELS].map((s) => ({ value: s, label: s })),
        canCreate: false,
      },
      campaignId: { options: context.choices.campaigns, canCreate: false },
      teamId: { options: context.choices.teams, canCreate: can(user, 'teams:manage') },
      propertyInterest: { options: context.choices.interests, canCreate: can(user, 'lookups:manage') },
      assignedTo: {
        // With the email: two people may share a name.
        options: [...(context.people?.assignable.values() ?? [])].map((p) => ({
          value: String(p._id),
          label: `${p.name} (${p.email})`,
        })),
        canCreate: false,
      },
    }),
    parseRow: (row, context) => parseLeadRow(user, row, context, country, sla),
    save: async (accepted, tracker) => {
      // Teams and interests the person chose to create, before the leads that name them.
      if (sheet) await createMappedValues(sheet);
      const refused = await insertAcceptedRows(
        LeadModel,
        accepted.map(({ row, doc }) => ({ row, doc: doc.lead })),
        'Skipped: a lead with this phone already exists',
        tracker,
      );
      const refusedRows = new Set(refused.map((r) => r.row));
      // The notes go in after their leads (the comments module listens), whose history already names
      // them (`ref`): a failure leaves a visible dangling record and an error, never a note missing
      // from a timeline unnoticed. The assignees are told of their new leads, as Add Lead tells them.
      const created = accepted.filter(({ row }) => !refusedRows.has(row));
      const notes = created.flatMap(({ doc }) => (doc.note ? [{ ...doc.note, leadId: doc.lead._id }] : []));
      const leads = created.map(({ doc }) => ({
        _id: doc.lead._id,
        name: String(doc.lead.name),
        assignedTo: doc.lead.assignedTo,
      }));
      await publish('leads.created', { actor: user, via: 'import', leads, notes });
      return refused;
    },
  };
}

/**
 * Everything the rows are checked against, one query each for the whole sheet (never one per row):
 * teams, campaigns, interests, the people "Assigned to" may name, the phones and emails on file; and
 * the person's value mapping, checked whole first (a 400 or 403 before any row is read).
 */
async function loadLeadSheet(
  user: AuthUser,
  rows: readonly SheetRow[],
  values: ImportBody['values'],
  country: string,
): Promise<LeadSheetContext> {
  // The sheet's phones in their international form, as they are stored (a bad one is its row's
  // error), and the emails of the rows without one (a lead without a phone is found by its email);
  // read a slice of rows at a time, as the rows are checked (parsing 10,000 phones takes a while).
  const contacts = await mapInSlices(rows, (row) => {
    const phone = toInternationalPhone(columns.value(row, 'phone'), country);
    const email = phone ? null : emailAddress.safeParse(columns.value(row, 'email'));
    return { phone, email: email?.success ? email.data : null };
  });
  const phones = contacts.flatMap((c) => (c.phone ? [c.phone] : []));
  const emails = [...new Set(contacts.flatMap((c) => (c.email ? [c.email] : [])))];
  const assignsAnyone = can(user, 'leads:assignAnyone');
  const [teams, people, leadIdByPhone, leadIdByEmail, campaigns, interests] = await Promise.all([
    TeamModel.find().select('name').lean(),
    assignsAnyone ? loadSheetPeople() : null,
    leadsWithPhones(phones),
    leadsWithEmails(emails),
    CampaignModel.find().select('name channel status createdAt').lean(),
    LookupModel.find({ kind: PROPERTY_INTEREST }).select('value label').lean(),
  ]);
  const readInterest = interestReader(interests);
  const teamIdByKey = new Map(teams.map((t) => [matchKey(t.name), String(t._id)]));
  const mayChooseTeam = can(user, 'leads:chooseTeam');
  // The teams the importer may put a lead in, as Add Lead offers them: any for CEO/Admin, a Manager's own.
  const choosableTeams = isAdminRole(user.role) ? teams : teams.filter((t) => teamsOf(user).includes(String(t._id)));
  const mapped = valueMapping(values, {
    status: { allowed: new Set(LEAD_STATUSES) },
    source: { allowed: new Set<string>([...LEAD_SOURCES, ...CAMPAIGN_CHANNELS]) },
    campaignId: { allowed: new Set(campaigns.map((c) => String(c._id))) },
    teamId: mayChooseTeam
      ? { allowed: new Set(choosableTeams.map((t) => String(t._id))), mayCreate: can(user, 'teams:manage') }
      : undefined,
    propertyInterest: { allowed: new Set(interests.map((i) => i.value)), mayCreate: can(user, 'lookups:manage') },
    assignedTo: people ? { allowed: new Set(people.assignable.keys()) } : undefined,
  });
  // What is created is chosen now, so that a preview shows the rows it fills; only the import's save makes it.
  const newTeams = new Map(
    createdNames(values, 'teamId')
      .filter((name) => !teamIdByKey.has(matchKey(name)))
      .map((name) => [matchKey(name), { _id: new Types.ObjectId(), name }]),
  );
  const newInterests = new Map(
    createdNames(values, 'propertyInterest').map((label) => [
      matchKey(label),
      { value: readInterest(label) ?? (lookupValueFromLabel(label) || label), label, exists: !!readInterest(label) },
    ]),
  );
  const duplicated = [...new Set([...leadIdByPhone.values(), ...leadIdByEmail.values()])];
  return {
    mapped,
    teamIdByKey,
    campaignIdByName: new Map(campaigns.map((c) => [c.name.trim().toLowerCase(), String(c._id)])),
    campaignIdByChannel: campaignOfChannel(campaigns),
    readInterest,
    people,
    newTeams,
    newInterests,
    refs: {
      teamIds: new Set([...teamIdByKey.values(), ...[...newTeams.values()].map((t) => String(t._id))]),
      assignees: people?.assignable ?? new Map(),
      campaignIds: new Set(campaigns.map((c) => String(c._id))),
    },
    seenPhones: new Set(leadIdByPhone.keys()),
    leadIdByPhone,
    seenEmails: new Set(leadIdByEmail.keys()),
    leadIdByEmail,
    visibleNames: await visibleDuplicateNames(user, duplicated),
    choices: {
      teams: choosableTeams.map((t) => ({ value: String(t._id), label: t.name })),
      campaigns: campaigns.map((c) => ({ value: String(c._id), label: c.name })),
      interests: interests.map((i) => ({ value: i.value, label: i.label })),
    },
  };
}

/**
 * Creates the teams and interests the person mapped sheet values to "create" (`IMPORT_CREATE_PREFIX`),
 * with the ids and values the rows were given. A team of that name made by someone since the preview
 * is a 409: nothing is imported, and the next preview offers the team.
 */
async function createMappedValues({ newTeams, newInterests }: LeadSheetContext) {
  const interests = [...newInterests.values()].filter((i) => !i.exists);
  try {
    if (newTeams.size) await TeamModel.insertMany([...newTeams.values()]);
    if (interests.length) {
      await LookupModel.insertMany(interests.map(({ value, label }) => ({ kind: PROPERTY_INTEREST, value, label })));
    }
  } catch (err) {
    if ((err as { code?: number }).code === 11000) {
      throw new AppError('CONFLICT', IMPORT_MESSAGES.createdMeanwhile);
    }
    throw err;
  }
}
