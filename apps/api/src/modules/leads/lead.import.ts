import { can, createLeadBody, leadSourceSchema, leadStatusSchema, type ImportResult } from '@crm/contracts';
import type { AuthUser } from '../../http/auth-user';
import { decodeSpreadsheetDataUrl, pick, readSheetRows } from '../../lib/spreadsheet';
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

/**
 * Columns (any case): Name, Phone, Email, Status, Interest, Source, Team, Notes.
 * The importer's role defaults apply (an Agent's rows are theirs and private, and so on);
 * a phone already on a live lead, or earlier in the sheet, is skipped and reported.
 */
export async function importLeads(user: AuthUser, dataUrl: string): Promise<ImportResult> {
  const rows = readSheetRows(decodeSpreadsheetDataUrl(dataUrl), MAX_LEAD_IMPORT_ROWS);
  const teams = await TeamModel.find().select('nameKey').lean();
  const teamIdByKey = new Map(teams.map((t) => [t.nameKey, String(t._id)]));
  const phones = rows.map((r) => pick(r.cells, 'phone', 'mobile', 'phone number').replace(/\D+/g, '')).filter(Boolean);
  const seenPhones = await livePhones(phones);

  const errors: ImportResult['errors'] = [];
  const docs: Record<string, unknown>[] = [];
  for (const { row, cells } of rows) {
    const statusText = pick(cells, 'status');
    const sourceText = pick(cells, 'source');
    const teamText = pick(cells, 'team');
    const status = statusText ? statuses.get(statusText.toLowerCase()) : undefined;
    const source = sourceText ? sources.get(sourceText.toLowerCase()) : undefined;
    if (statusText && !status) {
      errors.push({ row, message: `Unknown status "${statusText}"` });
      continue;
    }
    if (sourceText && !source) {
      errors.push({ row, message: `Unknown source "${sourceText}" (Campaign or Organic)` });
      continue;
    }
    const teamId = teamText ? teamIdByKey.get(teamText.toLowerCase()) : undefined;
    if (teamText && !teamId) {
      errors.push({ row, message: `Unknown team "${teamText}"` });
      continue;
    }
    const parsed = createLeadBody.safeParse({
      name: pick(cells, 'name', 'full name', 'client', 'client name'),
      phone: pick(cells, 'phone', 'mobile', 'phone number'),
      email: pick(cells, 'email', 'e-mail'),
      status,
      source,
      propertyInterest: pick(cells, 'interest', 'property interest', 'propertyinterest'),
      teamId: can(user, 'leads:chooseTeam') ? teamId : undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({
        row,
        message:
          issue?.message === 'Name is required' ? 'Name is required' : `${issue?.path.join('.')}: ${issue?.message}`,
      });
      continue;
    }
    const phone = parsed.data.phone ?? '';
    if (phone && seenPhones.has(phone)) {
      errors.push({ row, message: `Skipped: a lead with phone ${phone} already exists` });
      continue;
    }
    let fields;
    try {
      fields = creationDefaults(user, parsed.data);
    } catch (err) {
      errors.push({ row, message: (err as Error).message });
      continue;
    }
    if (phone) seenPhones.add(phone);
    docs.push({
      ...fields,
      name: parsed.data.name,
      nameKey: parsed.data.name.toLowerCase(),
      phone,
      email: parsed.data.email ?? '',
      agentFeedback: pick(cells, 'notes', 'note', 'feedback'),
    });
  }
  if (docs.length) await LeadModel.insertMany(docs, { ordered: false });
  errors.sort((a, b) => a.row - b.row);
  return { created: docs.length, skipped: errors.length, errors };
}
