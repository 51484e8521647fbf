import {
  can,
  createLeadBody,
  digitsOnly,
  type ImportResult,
  leadSourceSchema,
  leadStatusSchema,
  updateLeadBody,
} from '@crm/contracts';
import type { AuthUser } from '../../http/auth-user';
import { insertAcceptedRows, runImport, sheetColumns, type SheetRow } from '../../lib/spreadsheet';
import { TeamModel } from '../teams/team.model';
import { LeadModel } from './lead.model';
import { creationDefaults } from './lead.rules';

export const MAX_LEAD_IMPORT_ROWS = 10_000;

const byLowerName = <T extends string>(values: readonly T[]) => new Map(values.map((v) => [v.toLowerCase(), v]));
const statuses = byLowerName(leadStatusSchema.options);
const sources = byLowerName(leadSourceSchema.options);
statuses.set('follow up', 'FollowUp');
statuses.set('follow-up', 'FollowUp');

/**
 * Phones already on live leads. A long `$in` list is slow where indexes are not used (the offline
 * engine scans once per value), so big sheets read the live phones in one pass instead.
 */
async function livePhones(phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  if (phones.length <= 500) {
    const existing = await LeadModel.find({ phone: { $in: phones }, deletedAt: null })
      .select('phone')
      .lean();
    return new Set(existing.map((l) => l.phone));
  }
  const rows = await LeadModel.find({ deletedAt: null, phone: { $gt: '' } })
    .select({ phone: 1, _id: 0 })
    .lean();
  return new Set(rows.map((r) => r.phone));
}

const columns = sheetColumns({
  name: ['Name', 'Full name', 'Client', 'Client name'],
  phone: ['Phone', 'Mobile', 'Phone number'],
  email: ['Email', 'E-mail'],
  status: ['Status'],
  source: ['Source'],
  teamId: ['Team'],
  propertyInterest: ['Interest', 'Property interest', 'PropertyInterest'],
  agentFeedback: ['Notes', 'Note', 'Feedback'],
});
/** Notes go where agent feedback goes, with its length cap. */
const notesSchema = updateLeadBody.shape.agentFeedback.unwrap();

interface LeadSheetContext {
  teamIdByKey: Map<string, string>;
  /** Phones on live leads, then also those earlier in the sheet. */
  seenPhones: Set<string>;
}

/**
 * Columns (any case): Name, Phone, Email, Status, Interest, Source, Team, Notes.
 * The importer's role defaults apply (an Agent's rows are theirs and private, and so on);
 * a phone already on a live lead, or earlier in the sheet, is skipped and reported.
 */
export function importLeads(user: AuthUser, dataUrl: string): Promise<ImportResult> {
  return runImport<Record<string, unknown>, LeadSheetContext>({
    dataUrl,
    maxRows: MAX_LEAD_IMPORT_ROWS,
    load: async (rows) => {
      const teams = await TeamModel.find().select('nameKey').lean();
      const phones = rows.map((row) => digitsOnly(columns.value(row, 'phone'))).filter(Boolean);
      return {
        teamIdByKey: new Map(teams.map((t) => [t.nameKey, String(t._id)])),
        seenPhones: await livePhones(phones),
      };
    },
    parseRow: (row, context) => parseLeadRow(user, row, context),
    save: (accepted) => insertAcceptedRows(LeadModel, accepted, 'Skipped: a lead with this phone already exists'),
  });
}

function parseLeadRow(user: AuthUser, row: SheetRow, { teamIdByKey, seenPhones }: LeadSheetContext) {
  const statusText = columns.value(row, 'status');
  const sourceText = columns.value(row, 'source');
  const teamText = columns.value(row, 'teamId');
  const status = statusText ? statuses.get(statusText.toLowerCase()) : undefined;
  const source = sourceText ? sources.get(sourceText.toLowerCase()) : undefined;
  if (statusText && !status) return { error: `Unknown status "${statusText}"` };
  if (sourceText && !source) return { error: `Unknown source "${sourceText}" (Campaign or Organic)` };
  const teamId = teamText ? teamIdByKey.get(teamText.toLowerCase()) : undefined;
  if (teamText && !teamId) return { error: `Unknown team "${teamText}"` };
  const parsed = createLeadBody.safeParse({
    name: columns.value(row, 'name'),
    phone: columns.value(row, 'phone'),
    email: columns.value(row, 'email'),
    status,
    source,
    propertyInterest: columns.value(row, 'propertyInterest'),
    teamId: can(user, 'leads:chooseTeam') ? teamId : undefined,
  });
  if (!parsed.success) return { error: columns.describe(row, parsed.error) };
  const notes = notesSchema.safeParse(columns.value(row, 'agentFeedback'));
  if (!notes.success) return { error: columns.describe(row, notes.error, 'agentFeedback') };
  const phone = parsed.data.phone ?? '';
  if (phone && seenPhones.has(phone)) return { error: `Skipped: a lead with phone ${phone} already exists` };
  let fields;
  try {
    fields = creationDefaults(user, parsed.data);
  } catch (err) {
    return { error: (err as Error).message };
  }
  if (phone) seenPhones.add(phone);
  return {
    doc: {
      ...fields,
      name: parsed.data.name,
      nameKey: parsed.data.name.toLowerCase(),
      phone,
      email: parsed.data.email ?? '',
      agentFeedback: notes.data,
    },
  };
}
