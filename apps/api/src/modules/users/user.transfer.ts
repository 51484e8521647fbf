import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import {
  createUserBody,
  type ImportBody,
  type Invitation,
  labelsOf,
  matchKey,
  type Role,
  roleSchema,
  teamsOf,
  USER_IMPORT_COLUMNS,
  type UserImportResult,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import {
  choiceReader,
  insertAcceptedRows,
  previewImport,
  runImport,
  sheetColumns,
  sheetFile,
} from '../../lib/spreadsheet';
import type { ImportPlan, RowOutcome, SheetRow } from '../../lib/spreadsheet';
import { trackImport } from '../imports';
import { TeamModel } from './team.model';
import { USER_TEAM_POPULATE, UserModel } from './user.model';
import { newUserFields } from './user.rules';
import type { PasswordPolicy } from './user.service';
import { invitationOf } from './user.invitation';
import { invitedAccess, unusablePasswordHash } from './invitation-token';
import { passwordProblemFor, type PasswordWords } from './password-choice';

export const MAX_USER_IMPORT_ROWS = 5000;

/** Every live user, without any secret: Name, Email, Role, Team(s), Active, Created. */
export async function exportUsers() {
  const users = await UserModel.find({ deletedAt: null }).sort({ name: 1 }).populate(USER_TEAM_POPULATE).lean();
  const teamName = (team: unknown) => (team as { name?: string } | null)?.name ?? '';
  const rows = users.map((u) => ({
    Name: u.name,
    Email: u.email,
    Role: u.role,
    Team: teamsOf(u).map(teamName).join(', '),
    Active: u.active ? 'Yes' : 'No',
    Created: u.createdAt.toISOString().slice(0, 10),
  }));
  return sheetFile('Users', 'users.xlsx', rows);
}

const readRole = choiceReader(roleSchema.options, labelsOf('role'));

const columns = sheetColumns(USER_IMPORT_COLUMNS);

interface UserSheetContext {
  teamIdByKey: Map<string, string>;
  /** Emails of existing users, then also those earlier in the sheet. */
  taken: Set<string>;
}
interface NewUser {
  fields: { name: string; email: string } & Record<string, unknown>;
  /** Undefined: the user gets a one-time sign-in link instead. */
  password?: string;
}

/**
 * Columns (`USER_IMPORT_COLUMNS`: English or Arabic names): Name, Email, Role (default Agent; by value or
 * its English or Arabic label), Team (for Managers, several separated by commas),
 * Password (optional: without one the user gets a one-time sign-in link, listed in the report).
 * Bad and duplicate rows are reported, good rows kept.
 */
export async function importUsers(
  caller: AuthUser,
  body: ImportBody,
  policy: PasswordPolicy,
): Promise<UserImportResult> {
  const invitations: Invitation[] = [];
  const report = await trackImport(caller, 'users', body.fileName, (tracker) =>
    runImport(userImportPlan(caller, body, policy, invitations), tracker),
  );
  return { ...report, invitations };
}

/** What `importUsers` would do with this sheet, with nothing stored. */
export const previewUserImport = (caller: AuthUser, body: ImportBody, policy: PasswordPolicy) =>
  previewImport(userImportPlan(caller, body, policy, []));

/** The users import; `invitations` collects the sign-in links of the users it adds without a password. */
function userImportPlan(
  caller: AuthUser,
  { dataUrl, columns: mapping, headerRow }: ImportBody,
  policy: PasswordPolicy,
  invitations: Invitation[],
): ImportPlan<NewUser, UserSheetContext> {
  return {
    dataUrl,
    maxRows: MAX_USER_IMPORT_ROWS,
    columns,
    mapping,
    headerRow,
    required: ['email'],
    present: ({ fields, password }) => ({
      name: fields.name,
      email: fields.email,
      role: String(fields.role ?? ''),
      password: password ? '••••••••' : '',
    }),
    load: async (rows) => {
      const teams = await TeamModel.find().select('name').lean();
      const emails = rows.map((row) => columns.value(row, 'email').toLowerCase());
      const existing = await UserModel.find({ email: { $in: emails } })
        .select('email')
        .lean();
      return {
        teamIdByKey: new Map(teams.map((t) => [matchKey(t.name), String(t._id)])),
        taken: new Set(existing.map((u) => u.email)),
      };
    },
    parseRow: (row, context) => parseUserRow(caller, row, context, policy),
    save: async (accepted, tracker) => {
      // bcrypt is slow on purpose: hash each distinct password once, and one unusable hash for the
      // invited (of a secret thrown away: no password opens their accounts, their links do).
      const hashes = new Map<string, string>();
      for (const password of new Set(accepted.flatMap((a) => a.doc.password ?? []))) {
        hashes.set(password, await bcrypt.hash(password, policy.bcryptRounds));
      }
      const unusable = await unusablePasswordHash(policy.bcryptRounds);
      const links = new Map<number, Invitation>();
      const docs = accepted.map(({ row, doc }) => {
        // A sheet's password is known to whoever wrote the sheet: it opens only the password change.
        if (doc.password !== undefined)
          return { row, doc: { ...doc.fields, passwordHash: hashes.get(doc.password), mustChangePassword: true } };
        // Its id is chosen here so that the report can name the user its link opens.
        const _id = new Types.ObjectId();
        const { token, fields } = invitedAccess(unusable);
        links.set(row, invitationOf({ _id, ...doc.fields }, token, fields.invitation.expiresAt));
        return { row, doc: { _id, ...doc.fields, ...fields } };
      });
      // Another import may take an email between our check and this write: that row is reported.
      const refused = await insertAcceptedRows(
        UserModel,
        docs,
        'Skipped: a user with this email already exists',
        tracker,
      );
      const refusedRows = new Set(refused.map((r) => r.row));
      for (const [row, link] of links) if (!refusedRows.has(row)) invitations.push(link);
      return refused;
    },
  };
}

function parseUserRow(
  caller: AuthUser,
  row: SheetRow,
  { teamIdByKey, taken }: UserSheetContext,
  words: PasswordWords,
): RowOutcome<NewUser> {
  const roleText = columns.value(row, 'role') || 'Agent';
  const role: Role | undefined = readRole(roleText);
  if (!role) return { error: `Unknown role "${roleText}"` };
  const password = columns.value(row, 'password');
  const teamNames = columns
    .value(row, 'team')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknownTeam = teamNames.find((t) => !teamIdByKey.has(matchKey(t)));
  if (unknownTeam) return { error: `Unknown team "${unknownTeam}"` };
  const teamIds = teamNames.map((t) => teamIdByKey.get(matchKey(t)) as string);
  const parsed = createUserBody.safeParse({
    name: columns.value(row, 'name'),
    email: columns.value(row, 'email'),
    role,
    teamId: teamIds[0],
    teamIds,
    ...(password ? { password } : {}),
  });
  if (!parsed.success) return { error: columns.describe(row, parsed.error) };
  if (taken.has(parsed.data.email)) return { error: 'Skipped: a user with this email already exists' };
  const weakPassword = parsed.data.password && passwordProblemFor(parsed.data.password, parsed.data, words);
  if (weakPassword) return { error: weakPassword };
  let fields;
  try {
    // The rules of Add User: who may create which role, the team fields the role keeps.
    fields = newUserFields(caller, parsed.data);
  } catch (err) {
    if (err instanceof AppError) return { error: err.message };
    throw err;
  }
  taken.add(parsed.data.email);
  return { doc: { password: parsed.data.password, fields } };
}
