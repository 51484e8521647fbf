import { Types } from 'mongoose';
import {
  dayKeyIn,
  isAdminRole,
  LEAD_IMPORT_COLUMNS,
  MAX_LEAD_EXPORT_ROWS,
  TEXT_LIMITS,
  wallClockIn,
  type LeadExport,
  type LeadExportQuery,
  type PageQuery,
  type Paginated,
  type Role,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { startSheetWriter, XLSX_MIME, type SheetCell } from '../../lib/sheet-writer';
import { yieldToOthers } from '../../lib/spreadsheet';
import { CampaignModel } from '../lookups';
import { feedbackOfLeads } from '../comments';
import { notifyLeadsExported } from '../notifications';
import { TeamModel, UserModel } from '../users';
import { LeadExportModel } from './lead-export.model';
import { leadFilter, LeadModel, leadSortOf } from '../leads';

// The leads export: the leads the list's filters match, as a sheet the import reads back (its columns
// under their English names, values as the import reads them), recorded, and told to the CEO.

type ImportField = keyof typeof LEAD_IMPORT_COLUMNS;
const IMPORT_FIELDS = Object.keys(LEAD_IMPORT_COLUMNS) as ImportField[];

/**
 * Beside the import's columns, what the reader of the sheet wants to know, under headers no import
 * column answers to (so an import ignores them): who holds each lead even when the import could not
 * take them as its assignee, the follow-up and when the lead came.
 */
const EXTRA_HEADERS = ['Assignee name', 'Follow-up', 'Created'] as const;

/** The sheet's headers: each import column's English name, then the extra columns. */
export const LEAD_EXPORT_HEADERS: readonly string[] = [
  ...IMPORT_FIELDS.map((field) => LEAD_IMPORT_COLUMNS[field].en[0]),
  ...EXTRA_HEADERS,
];

/** Leads read and written per batch: one query each for their assignees and their feedback. */
const BATCH = 500;

const EXPORT_FIELDS =
  'name phone email status source campaignId teamId assignedTo propertyInterest budget followUpDate createdAt';

interface ExportedLead {
  _id: Types.ObjectId;
  name: string;
  phone?: string | null;
  email?: string | null;
  status: string;
  source: string;
  campaignId?: Types.ObjectId | null;
  teamId?: Types.ObjectId | null;
  assignedTo?: Types.ObjectId | null;
  propertyInterest?: string | null;
  budget?: number | null;
  followUpDate?: Date | null;
  createdAt?: Date | null;
}

/** What a batch's assignees are known by: never more of a user than this (no hash can reach the sheet). */
interface Assignee {
  _id: Types.ObjectId;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  deletedAt: Date | null;
}

interface SheetRefs {
  teamNames: Map<string, string>;
  campaignNames: Map<string, string>;
  timeZone: string;
}

const NOTES_MAX = TEXT_LIMITS.notes;

/**
 * The lead's feedback log in the Notes column, oldest entry first (the import makes the column the
 * first entry of a new lead's log). Cut to the length the import accepts: a longer log would make
 * the import refuse the row.
 */
export function notesCell(entries: readonly string[]): string {
  const text = entries.join('\n\n');
  return text.length > NOTES_MAX ? `${text.slice(0, NOTES_MAX - 1)}…` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm` on the agency's wall clock. */
function localDateTime(instant: Date, timeZone: string) {
  const { year, month, day, hour, minute } = wallClockIn(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

/**
 * Whom the import can take back as the lead's assignee (by email): a live, active user who may hold
 * leads. Anyone else (deactivated, deleted) is left out of "Assigned to", so the row still imports
 * (unassigned); "Assignee name" still says who held it.
 */
const assignableEmail = (user: Assignee | undefined) =>
  user && user.active && !user.deletedAt && !isAdminRole(user.role) ? user.email : '';

function rowOf(lead: ExportedLead, assignee: Assignee | undefined, notes: readonly string[], refs: SheetRefs) {
  const nameIn = (names: Map<string, string>, id: unknown) => (id ? (names.get(String(id)) ?? '') : '');
  const cells: Record<ImportField, SheetCell> = {
    name: lead.name,
    // International, as stored ("+201001234567"): read back the same in any agency country.
    phone: lead.phone ?? '',
    email: lead.email ?? '',
    // By value: the import reads a status or source by its value or its labels.
    status: lead.status,
    source: lead.source,
    campaignId: nameIn(refs.campaignNames, lead.campaignId),
    teamId: nameIn(refs.teamNames, lead.teamId),
    assignedTo: assignableEmail(assignee),
    // The lookup's value, which the import reads back as itself.
    propertyInterest: lead.propertyInterest ?? '',
    budget: lead.budget ?? '',
    notes: notesCell(notes),
  };
  return [
    ...IMPORT_FIELDS.map((field) => cells[field]),
    assignee?.name ?? '',
    lead.followUpDate ? localDateTime(lead.followUpDate, refs.timeZone) : '',
    lead.createdAt ? dayKeyIn(lead.createdAt, refs.timeZone) : '',
  ];
}

/** The matching leads in the list's order, `BATCH` at a time, from one cursor (never all in memory as documents). */
async function* leadBatches(filter: Record<string, unknown>, sort: Record<string, 1 | -1>) {
  const cursor = LeadModel.find(filter)
    .sort(sort)
    .select(EXPORT_FIELDS)
    .lean<ExportedLead>()
    .cursor({ batchSize: BATCH });
  let batch: ExportedLead[] = [];
  try {
    for await (const lead of cursor as AsyncIterable<ExportedLead>) {
      batch.push(lead);
      if (batch.length === BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  } finally {
    await cursor.close();
  }
}

/** A batch's rows: its assignees and its feedback read with one query each. */
async function rowsOfBatch(leads: readonly ExportedLead[], refs: SheetRefs): Promise<SheetCell[][]> {
  const assigneeIds = [...new Set(leads.flatMap((l) => (l.assignedTo ? [String(l.assignedTo)] : [])))];
  const [assignees, feedback] = await Promise.all([
    assigneeIds.length
      ? UserModel.find({ _id: { $in: assigneeIds.map((id) => new Types.ObjectId(id)) } })
          .select('name email role active deletedAt')
          .lean<Assignee[]>()
      : [],
    feedbackOfLeads(leads.map((l) => l._id)),
  ]);
  const byId = new Map(assignees.map((a) => [String(a._id), a]));
  return leads.map((lead) =>
    rowOf(
      lead,
      lead.assignedTo ? byId.get(String(lead.assignedTo)) : undefined,
      feedback.get(String(lead._id)) ?? [],
      refs,
    ),
  );
}

/** The filter as given: each key of the query that was set, as text. */
const givenFilters = (query: LeadExportQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
    ),
  );

/** The names of the team and the person the filter names (null: none named, or no longer there). */
async function filterNamesOf(query: LeadExportQuery) {
  const [team, assignee] = await Promise.all([
    query.teamId ? TeamModel.findById(query.teamId).select('name').lean() : null,
    query.assignedTo ? UserModel.findById(query.assignedTo).select('name').lean() : null,
  ]);
  return { team: team?.name ?? null, assignee: assignee?.name ?? null };
}

/** The filter in English words, for the exports list and logs: "Status: FollowUp · Team: North", or "All leads". */
export function exportSummary(
  query: Partial<LeadExportQuery>,
  names: { team: string | null; assignee: string | null },
): string {
  const parts: string[] = [];
  if (query.search) parts.push(`Search: "${query.search}"`);
  if (query.status) parts.push(`Status: ${query.status}`);
  if (query.source) parts.push(`Source: ${query.source}`);
  if (query.interest) parts.push(`Interest: ${query.interest}`);
  if (query.teamId) parts.push(`Team: ${names.team ?? 'a deleted team'}`);
  if (query.assignedTo) parts.push(`Assigned to: ${names.assignee ?? 'a deleted user'}`);
  if (query.followups === 'today') parts.push('Follow-ups today');
  if (query.followups === 'missed') parts.push('Missed follow-ups');
  if (query.firstContact === 'overdue') parts.push('First contact overdue');
  return parts.length ? parts.join(' · ') : 'All leads';
}

/**
 * The leads the list's filters match (inside what the caller sees), in the list's order, as
 * leads.xlsx: read through one cursor a batch at a time, each batch's people and feedback in one
 * query each, the sheet written in a worker thread, the event loop given back between batches.
 * More than MAX_LEAD_EXPORT_ROWS is a 400 asking for a narrower filter. The export is recorded and
 * every other CEO is told of it.
 */
export async function exportLeads(user: AuthUser, query: LeadExportQuery, timeZone: string) {
  const filter = leadFilter(user, query, timeZone);
  const matching = await LeadModel.countDocuments(filter);
  if (matching > MAX_LEAD_EXPORT_ROWS) {
    throw new AppError(
      'EXPORT_TOO_MANY',
      `${matching.toLocaleString('en')} leads match this filter, and an export holds at most ${MAX_LEAD_EXPORT_ROWS.toLocaleString('en')}: narrow the filter (status, source, team, assignee) and export again.`,
      { matching, max: MAX_LEAD_EXPORT_ROWS },
    );
  }
  const [teams, campaigns, names] = await Promise.all([
    TeamModel.find().select('name').lean(),
    CampaignModel.find().select('name').lean(),
    filterNamesOf(query),
  ]);
  const refs: SheetRefs = {
    teamNames: new Map(teams.map((t) => [String(t._id), t.name])),
    campaignNames: new Map(campaigns.map((c) => [String(c._id), c.name])),
    timeZone,
  };
  const sheet = startSheetWriter('Leads', LEAD_EXPORT_HEADERS);
  let rows = 0;
  let file: Buffer;
  try {
    for await (const batch of leadBatches(filter, leadSortOf(query))) {
      const lines = await rowsOfBatch(batch, refs);
      sheet.add(lines);
      rows += lines.length;
      await yieldToOthers();
    }
    file = await sheet.finish();
  } catch (err) {
    sheet.abort();
    throw err;
  }
  await recordExport(user, query, names, rows);
  return { file, filename: 'leads.xlsx', contentType: XLSX_MIME };
}

/** Records the export, and tells each active CEO but the exporter. */
async function recordExport(
  user: AuthUser,
  query: LeadExportQuery,
  names: { team: string | null; assignee: string | null },
  rows: number,
) {
  await LeadExportModel.create({
    exportedBy: { userId: new Types.ObjectId(user._id), name: user.name, role: user.role },
    filters: givenFilters(query),
    filterNames: names,
    summary: exportSummary(query, names),
    rows,
  });
  const ceos = await UserModel.find({ role: 'CEO', active: true, deletedAt: null }).select('_id').lean();
  await notifyLeadsExported(
    user,
    rows,
    ceos.map((c) => c._id),
  );
}

interface StoredLeadExport {
  _id: Types.ObjectId;
  exportedBy: { userId: Types.ObjectId; name: string; role: Role };
  filters: Record<string, string>;
  filterNames: { team?: string | null; assignee?: string | null };
  summary: string;
  rows: number;
  createdAt: Date;
}

/** Every leads export, newest first, a page at a time. */
export async function listLeadExports(query: PageQuery): Promise<Paginated<LeadExport>> {
  const [docs, total] = await Promise.all([
    LeadExportModel.find()
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<StoredLeadExport[]>(),
    LeadExportModel.countDocuments(),
  ]);
  const items = docs.map((d) => ({
    _id: String(d._id),
    exportedBy: { _id: String(d.exportedBy.userId), name: d.exportedBy.name, role: d.exportedBy.role },
    filters: d.filters,
    filterNames: { team: d.filterNames.team ?? null, assignee: d.filterNames.assignee ?? null },
    summary: d.summary,
    rows: d.rows,
    createdAt: d.createdAt.toISOString(),
  }));
  return { items, total, page: query.page, limit: query.limit };
}
