import { Types } from 'mongoose';
import {
  can,
  createCommentBody,
  createLeadBody,
  toInternationalPhone,
  emailAddress,
  type ImportBody,
  LEAD_IMPORT_COLUMNS,
  matchKey,
  needsFollowUpDate,
  readNumber,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import {
  type ImportPlan,
  insertAcceptedRows,
  mapInSlices,
  previewImport,
  type RowOutcome,
  runImport,
  sheetColumns,
  type SheetRow,
} from '../../lib/spreadsheet';
import { publish } from '../../core/events';
import { CampaignModel } from '../lookups';
import { trackImport } from '../imports';
import { LookupModel, PROPERTY_INTEREST } from '../lookups';
import { TeamModel } from '../users';
import { findAssignees, newLeadFields, newLeadTrail, type NewLeadRefs } from './lead.creation';
import { leadsWithPhones, visibleDuplicateNames } from './lead.duplicates';
import type { FirstContactSla } from './lead.first-contact';
import { excerpt, historyEntry } from './lead.history';
import { campaignOfChannel, interestReader, readLeadSource, readLeadStatus } from './lead.import-values';
import { LeadModel } from './lead.model';

export const MAX_LEAD_IMPORT_ROWS = 10_000;

const columns = sheetColumns(LEAD_IMPORT_COLUMNS);
/** A note becomes the first entry of the lead's feedback log, with that log's length cap. */
const noteSchema = createCommentBody.shape.content;

interface LeadSheetContext {
  teamIdByKey: Map<string, string>;
  /** Campaigns by lower-cased name (the "Campaign" column names one). */
  campaignIdByName: Map<string, string>;
  /** The campaign a lead from an ad channel is attributed to when its row names none. */
  campaignIdByChannel: Map<string, string>;
  /** A property interest written as its value or label, as the lookup's value. */
  readInterest: (text: string) => string;
  /** Live, active users named in the "Assigned to" column, by email (only for those who may assign to anyone). */
  assigneeIdByEmail: Map<string, string>;
  refs: NewLeadRefs;
  /** Phones on live leads, then also those earlier in the sheet. */
  seenPhones: Set<string>;
  /** The live lead with each phone on file, and the names of those the importer may see. */
  leadIdByPhone: Map<string, string>;
  visibleNames: Map<string, string>;
}

interface ImportedLead {
  lead: Record<string, unknown> & { _id: Types.ObjectId };
  note: { _id: Types.ObjectId; content: string } | null;
}

/**
 * Columns (`LEAD_IMPORT_COLUMNS`: English or Arabic names, as people write them): Name, Phone, Email,
 * Status, Interest (by the lookup's value or label), Source (Campaign, Organic or an ad channel, read
 * as Campaign and attributed to that channel's campaign), Campaign (a name; kept on Campaign leads),
 * Team, Assigned to (an email), Notes. A sheet with neither a name nor a phone column is refused.
 * Each row goes through the rules of the Add Lead form (`newLeadFields`): the importer's role defaults
 * (an Agent's rows are theirs and private, and so on), the team, and for CEO/Admin the assignee (active,
 * not CEO or Admin; the lead joins their team when the row names none). Like the form, Team and Assigned
 * to are read only from those who may choose them. A phone already on a live lead, or earlier in the
 * sheet, is skipped and reported. Notes become the first entry of the lead's feedback log, by the
 * importer, where the Feedback dialog shows them.
 */
export const importLeads = (user: AuthUser, body: ImportBody, country: string, sla: FirstContactSla) =>
  trackImport(user, 'leads', body.fileName, (tracker) => runImport(leadImportPlan(user, body, country, sla), tracker));

/** What `importLeads` would do with this sheet, with nothing stored. */
export const previewLeadImport = (user: AuthUser, body: ImportBody, country: string, sla: FirstContactSla) =>
  previewImport(leadImportPlan(user, body, country, sla));

function leadImportPlan(
  user: AuthUser,
  { dataUrl, columns: mapping, headerRow }: ImportBody,
  country: string,
  sla: FirstContactSla,
): ImportPlan<ImportedLead, LeadSheetContext> {
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
    load: async (rows) => {
      // The sheet's phones in their international form, as they are stored (a bad one is its row's
      // error); read a slice of rows at a time, as the rows are checked (parsing 10,000 phones takes a while).
      const phones = (
        await mapInSlices(rows, (row) => toInternationalPhone(columns.value(row, 'phone'), country))
      ).filter((phone): phone is string => Boolean(phone));
      const emails = can(user, 'leads:assignAnyone') ? await assigneeEmails(rows) : [];
      // One query each for the whole sheet: teams, the people named as assignees, phones on file.
      const [teams, assignees, leadIdByPhone, campaigns, interests] = await Promise.all([
        TeamModel.find().select('name').lean(),
        findAssignees({ emails }),
        leadsWithPhones(phones),
        CampaignModel.find().select('name channel status createdAt').lean(),
        LookupModel.find({ kind: PROPERTY_INTEREST }).select('value label').lean(),
      ]);
      const duplicated = [...new Set(phones.flatMap((p) => leadIdByPhone.get(p) ?? []))];
      return {
        teamIdByKey: new Map(teams.map((t) => [matchKey(t.name), String(t._id)])),
        campaignIdByName: new Map(campaigns.map((c) => [c.name.trim().toLowerCase(), String(c._id)])),
        campaignIdByChannel: campaignOfChannel(campaigns),
        readInterest: interestReader(interests),
        assigneeIdByEmail: new Map([...assignees.values()].map((a) => [a.email, String(a._id)])),
        refs: {
          teamIds: new Set(teams.map((t) => String(t._id))),
          assignees,
          campaignIds: new Set(campaigns.map((c) => String(c._id))),
        },
        seenPhones: new Set(leadIdByPhone.keys()),
        leadIdByPhone,
        visibleNames: await visibleDuplicateNames(user, duplicated),
      };
    },
    parseRow: (row, context) => parseLeadRow(user, row, context, country, sla),
    save: async (accepted, tracker) => {
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

/** The valid emails of the "Assigned to" column (an invalid one is reported on its row). */
async function assigneeEmails(rows: readonly SheetRow[]): Promise<string[]> {
  const emails = new Set<string>();
  await mapInSlices(rows, (row) => {
    const text = columns.value(row, 'assignedTo');
    const parsed = text ? emailAddress.safeParse(text) : null;
    if (parsed?.success) emails.add(parsed.data);
  });
  return [...emails];
}

function parseLeadRow(
  user: AuthUser,
  row: SheetRow,
  context: LeadSheetContext,
  country: string,
  sla: FirstContactSla,
): RowOutcome<ImportedLead> {
  const { teamIdByKey, campaignIdByName, assigneeIdByEmail, refs, seenPhones, leadIdByPhone, visibleNames } = context;
  const statusText = columns.value(row, 'status');
  const sourceText = columns.value(row, 'source');
  const teamText = columns.value(row, 'teamId');
  const assigneeText = can(user, 'leads:assignAnyone') ? columns.value(row, 'assignedTo') : '';
  const status = statusText ? readLeadStatus(statusText) : undefined;
  const source = sourceText ? readLeadSource(sourceText) : undefined;
  if (statusText && !status) return { error: `Unknown status "${statusText}"` };
  if (sourceText && !source) return { error: `Unknown source "${sourceText}" (Campaign, Organic or an ad channel)` };
  const campaignText = columns.value(row, 'campaignId').trim();
  const campaignId = campaignText
    ? campaignIdByName.get(campaignText.toLowerCase())
    : source?.channel && context.campaignIdByChannel.get(source.channel);
  if (campaignText && !campaignId) return { error: `Unknown campaign "${campaignText}"` };
  const teamId = teamText ? teamIdByKey.get(matchKey(teamText)) : undefined;
  if (teamText && !teamId) return { error: `Unknown team "${teamText}"` };
  const assignedTo = assigneeText ? assigneeIdByEmail.get(assigneeText.trim().toLowerCase()) : undefined;
  if (assigneeText && !assignedTo) return { error: `Unknown assignee "${assigneeText}" (an active user's email)` };
  const budgetText = columns.value(row, 'budget');
  const budget = budgetText ? readNumber(budgetText) : undefined;
  if (budget !== undefined && Number.isNaN(budget))
    return { error: `${columns.title(row, 'budget')}: "${budgetText}" is not an amount` };
  const parsed = createLeadBody.safeParse({
    name: columns.value(row, 'name'),
    phone: columns.value(row, 'phone'),
    email: columns.value(row, 'email'),
    status,
    source: source?.source,
    campaignId: campaignId || undefined,
    propertyInterest: context.readInterest(columns.value(row, 'propertyInterest')),
    teamId: can(user, 'leads:chooseTeam') ? teamId : undefined,
    assignedTo,
    budget,
    // A sheet has no follow-up dates: its FollowUp leads are due at once (today's follow-ups), where
    // someone sees and plans them, rather than in no follow-up list (a FollowUp needs a date).
    followUpDate: status && needsFollowUpDate(status) ? new Date().toISOString() : undefined,
  });
  if (!parsed.success) return { error: columns.describe(row, parsed.error) };
  const noteText = columns.value(row, 'notes');
  const note = noteText.trim() ? noteSchema.safeParse(noteText) : null;
  if (note && !note.success) return { error: columns.describe(row, note.error, 'notes') };
  const phone = toInternationalPhone(parsed.data.phone ?? '', country);
  if (phone === null) {
    return { error: `${columns.title(row, 'phone')}: "${parsed.data.phone}" is not a valid phone number` };
  }
  if (phone && seenPhones.has(phone)) {
    const existingId = leadIdByPhone.get(phone);
    const name = existingId && visibleNames.get(existingId);
    return {
      error: `Skipped: a lead with phone ${phone} already exists`,
      ...(existingId && name !== undefined && { existing: { _id: existingId, name } }),
    };
  }
  let fields;
  try {
    fields = newLeadFields(user, parsed.data, refs);
  } catch (err) {
    if (err instanceof AppError) return { error: err.message };
    throw err;
  }
  if (phone) seenPhones.add(phone);
  // The lead is inserted with its history ("imported", then the note as its first feedback): no
  // write per row, and no lead without its record.
  const trail = newLeadTrail(user, 'imported', fields, sla);
  const feedback = note?.data ? { _id: new Types.ObjectId(), content: note.data } : null;
  if (feedback)
    trail.history.unshift(historyEntry(user, 'feedback', { ref: feedback._id, note: excerpt(feedback.content) }));
  return {
    doc: {
      lead: {
        _id: new Types.ObjectId(),
        ...fields,
        ...trail,
        name: parsed.data.name,
        phone,
        email: parsed.data.email ?? '',
        budget: parsed.data.budget ?? null,
      },
      note: feedback,
    },
  };
}
