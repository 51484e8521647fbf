import { Types } from 'mongoose';
import {
  can,
  createCommentBody,
  createLeadBody,
  type CreateLeadBody,
  emailAddress,
  IMPORT_MESSAGES,
  LEAD_IMPORT_COLUMNS,
  matchKey,
  needsFollowUpDate,
  readAmount,
  toInternationalPhone,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import {
  type MappedValue,
  type RowOutcome,
  sheetColumns,
  type SheetRow,
  type UnknownValue,
  type ValueMapping,
} from '../../lib/spreadsheet';
import { newLeadFields, newLeadTrail, type NewLeadRefs } from './lead.creation';
import type { FirstContactSla } from './lead.first-contact';
import { excerpt, historyEntry } from './lead.history';
import type { PersonMatch, SheetPeople } from './lead.import-people';
import { readLeadSource, readLeadStatus } from './lead.import-values';

export const leadColumns = sheetColumns(LEAD_IMPORT_COLUMNS);
const columns = leadColumns;
/** A note becomes the first entry of the lead's feedback log, with that log's length cap. */
const noteSchema = createCommentBody.shape.content;

export interface LeadSheetContext {
  /** What the person mapped the sheet's unknown values to (`importBody.values`). */
  mapped: ValueMapping;
  teamIdByKey: Map<string, string>;
  /** Campaigns by lower-cased name (the "Campaign" column names one). */
  campaignIdByName: Map<string, string>;
  /** The campaign a lead from an ad channel is attributed to when its row names none. */
  campaignIdByChannel: Map<string, string>;
  /** A property interest written as its value or label, as the lookup's value; undefined when not listed. */
  readInterest: (text: string) => string | undefined;
  /** The people "Assigned to" may name; null when the importer may not assign to anyone (the column is not read). */
  people: SheetPeople | null;
  /** Teams and interests mapped to "create": made by the import's save (a preview makes none), by `matchKey` of their name. */
  newTeams: Map<string, { _id: Types.ObjectId; name: string }>;
  newInterests: Map<string, { value: string; label: string; exists: boolean }>;
  /** What unknown values may be mapped to, as the preview offers them. */
  choices: Record<'teams' | 'campaigns' | 'interests', { value: string; label: string }[]>;
  refs: NewLeadRefs;
  /** Phones on live leads, then also those earlier in the sheet. */
  seenPhones: Set<string>;
  /** The live lead with each phone on file, and the names of those the importer may see. */
  leadIdByPhone: Map<string, string>;
  /** Emails (lower-cased) on live leads, then also those earlier in the sheet: the duplicates of a row without a phone. */
  seenEmails: Set<string>;
  leadIdByEmail: Map<string, string>;
  visibleNames: Map<string, string>;
}

export interface ImportedLead {
  lead: Record<string, unknown> & { _id: Types.ObjectId };
  note: { _id: Types.ObjectId; content: string } | null;
}

/** Why a person named in "Assigned to" was not assigned, as the row's warning. */
const PERSON_WARNINGS: Record<Exclude<PersonMatch['kind'], 'found'>, (text: string) => string> = {
  unknown: IMPORT_MESSAGES.unknownAssignee,
  ambiguous: IMPORT_MESSAGES.ambiguousAssignee,
  notAssignable: IMPORT_MESSAGES.assigneeCannotHold,
};

/**
 * What a row says beyond its name and contact: what it left out is never a reason to refuse it. A
 * value the portal does not know is read through the person's mapping; unmapped it is left empty
 * (Add Lead's defaults apply), kept verbatim in the notes and warned of; mapped to "leave empty", it
 * is kept in the notes without a warning (the person chose).
 */
class RowExtras {
  readonly warnings: string[] = [];
  readonly kept: string[] = [];
  readonly unknown: UnknownValue[] = [];

  constructor(private readonly mapped: ValueMapping) {}

  /**
   * Reads `text` as the field's known value, else through the mapping (`fromMapped`); unmapped, it is
   * kept in the notes under `what` and warned of (`warning`), or stands for `unmapped(value)` when
   * given (an interest the agency has not listed is kept as written).
   */
  read<T>(
    field: string,
    what: string,
    text: string,
    known: T | undefined,
    fromMapped: (mapped: Exclude<MappedValue, { kind: 'unmapped' | 'empty' }>) => T | undefined,
    { warning, unmapped }: { warning?: (value: string) => string; unmapped?: (value: string) => T },
  ): T | undefined {
    const value = text.trim();
    if (!value || known !== undefined) return known;
    this.unknown.push({ field, value });
    const mapped = this.mapped(field, value);
    if (mapped.kind === 'value' || mapped.kind === 'create') return fromMapped(mapped);
    if (mapped.kind === 'unmapped' && unmapped) return unmapped(value);
    this.keep(what, value);
    if (mapped.kind === 'unmapped' && warning) this.warnings.push(warning(value));
    return undefined;
  }

  keep(what: string, value: string) {
    this.kept.push(`${what} in the sheet: ${value}`);
  }
}

export function parseLeadRow(
  user: AuthUser,
  row: SheetRow,
  context: LeadSheetContext,
  country: string,
  sla: FirstContactSla,
): RowOutcome<ImportedLead> {
  const { refs, seenPhones, leadIdByPhone, seenEmails, leadIdByEmail, visibleNames } = context;
  const extras = new RowExtras(context.mapped);
  const outcome = parseFields(user, row, context, extras, country);
  if ('error' in outcome) return { error: outcome.error, unknown: extras.unknown };
  const { body, phone, email } = outcome;
  const duplicate = phone ? { key: phone, seen: seenPhones, onFile: leadIdByPhone, what: 'phone' } : null;
  const byEmail = !phone && email ? { key: email, seen: seenEmails, onFile: leadIdByEmail, what: 'email' } : null;
  const same = duplicate ?? byEmail;
  if (same?.seen.has(same.key)) {
    const existingId = same.onFile.get(same.key);
    const name = existingId && visibleNames.get(existingId);
    return {
      error:
        same.what === 'phone' ? IMPORT_MESSAGES.duplicatePhone(same.key) : IMPORT_MESSAGES.duplicateEmail(same.key),
      ...(existingId && name !== undefined && { existing: { _id: existingId, name } }),
      unknown: extras.unknown,
    };
  }
  let fields;
  try {
    fields = newLeadFields(user, body, refs);
  } catch (err) {
    if (err instanceof AppError) return { error: err.message, unknown: extras.unknown };
    throw err;
  }
  const noteText = [columns.value(row, 'notes').trim(), extras.kept.join('\n')].filter(Boolean).join('\n\n');
  const note = noteText ? noteSchema.safeParse(noteText) : null;
  if (note && !note.success) return { error: columns.describe(row, note.error, 'notes'), unknown: extras.unknown };
  if (phone) seenPhones.add(phone);
  if (email) seenEmails.add(email);
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
        name: body.name,
        phone,
        email,
        budget: body.budget ?? null,
      },
      note: feedback,
    },
    warnings: extras.warnings,
    unknown: extras.unknown,
  };
}

/** The row as Add Lead's body, its phone in international form and its email; or its error. */
function parseFields(
  user: AuthUser,
  row: SheetRow,
  context: LeadSheetContext,
  extras: RowExtras,
  country: string,
): { error: string } | { body: CreateLeadBody; phone: string; email: string } {
  const value = (field: Parameters<typeof columns.value>[1]) => columns.value(row, field);
  const statusText = value('status');
  const status = extras.read(
    'status',
    'Status',
    statusText,
    readLeadStatus(statusText),
    (m) => (m.kind === 'value' ? readLeadStatus(m.value) : undefined),
    { warning: IMPORT_MESSAGES.unknownStatus },
  );
  const sourceText = value('source');
  const source = extras.read(
    'source',
    'Source',
    sourceText,
    readLeadSource(sourceText),
    (m) => (m.kind === 'value' ? readLeadSource(m.value) : undefined),
    { warning: IMPORT_MESSAGES.unknownSource },
  );
  const campaignText = value('campaignId');
  const campaignId = campaignText.trim()
    ? extras.read(
        'campaignId',
        'Campaign',
        campaignText,
        context.campaignIdByName.get(campaignText.trim().toLowerCase()),
        (m) => (m.kind === 'value' ? m.value : undefined),
        { warning: IMPORT_MESSAGES.unknownCampaign },
      )
    : source?.channel && context.campaignIdByChannel.get(source.channel);
  const teamText = can(user, 'leads:chooseTeam') ? value('teamId') : '';
  const teamId = extras.read(
    'teamId',
    'Team',
    teamText,
    context.teamIdByKey.get(matchKey(teamText)),
    // "Create" of a name the portal has (by another spelling) is that team.
    (m) =>
      m.kind === 'value'
        ? m.value
        : (context.teamIdByKey.get(matchKey(m.name)) ?? String(context.newTeams.get(matchKey(m.name))?._id ?? '')),
    { warning: IMPORT_MESSAGES.unknownTeam },
  );
  const interestText = value('propertyInterest');
  const interest = extras.read(
    'propertyInterest',
    'Interest',
    interestText,
    context.readInterest(interestText),
    (m) => (m.kind === 'value' ? m.value : context.newInterests.get(matchKey(m.name))?.value),
    { unmapped: (text) => text },
  );
  const assignedTo = readAssignee(context.people, value('assignedTo'), extras);
  const budget = readBudget(value('budget'), extras);
  const phoneText = value('phone').trim();
  const phone = toInternationalPhone(phoneText, country);
  if (phone === null) return { error: `${columns.title(row, 'phone')}: "${phoneText}" is not a valid phone number` };
  // An email is only a contact beside a phone: a bad one is kept in the notes; without a phone it is the
  // lead's only way to reach them, and its row's error.
  const emailText = value('email').trim();
  const email = emailText ? emailAddress.safeParse(emailText) : null;
  if (email && !email.success && phone) {
    extras.keep('Email', emailText);
    extras.warnings.push(IMPORT_MESSAGES.badEmailKept(emailText));
  }
  const parsed = createLeadBody.safeParse({
    name: value('name'),
    phone: phoneText,
    email: email?.success || !phone ? emailText : '',
    status,
    source: source?.source,
    campaignId: campaignId || undefined,
    propertyInterest: interest,
    teamId: teamId || undefined,
    assignedTo,
    budget,
    // A sheet has no follow-up dates: its FollowUp leads are due at once (today's follow-ups), where
    // someone sees and plans them, rather than in no follow-up list (a FollowUp needs a date).
    followUpDate: status && needsFollowUpDate(status) ? new Date().toISOString() : undefined,
  });
  if (!parsed.success) return { error: columns.describe(row, parsed.error) };
  return { body: parsed.data, phone, email: parsed.data.email ?? '' };
}

/** The assignee a cell names (an email, or a name no one else has), for those who may assign to anyone. */
function readAssignee(people: SheetPeople | null, text: string, extras: RowExtras): string | undefined {
  if (!people || !text.trim()) return undefined;
  const match = people.match(text.trim());
  const known = match.kind === 'found' ? match.id : undefined;
  const warning = match.kind === 'found' ? undefined : PERSON_WARNINGS[match.kind];
  return extras.read('assignedTo', 'Assigned to', text, known, (m) => (m.kind === 'value' ? m.value : undefined), {
    warning,
  });
}

/** A budget as people write it ("2.5M", "٣ مليون"); one in another currency or no amount is kept in the notes. */
function readBudget(text: string, extras: RowExtras): number | undefined {
  const amount = readAmount(text);
  if (!amount) return undefined;
  if (amount.kind === 'amount') return amount.value;
  extras.keep('Budget', text.trim());
  extras.warnings.push(
    amount.kind === 'foreign'
      ? IMPORT_MESSAGES.foreignBudget(text.trim(), amount.currency)
      : IMPORT_MESSAGES.budgetNotAmount(text.trim()),
  );
  return undefined;
}
