import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import {
  can,
  canManageUser,
  createUserBody,
  IMPORT_MESSAGES,
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
  createdNames,
  insertAcceptedRows,
  previewImport,
  runImport,
  sheetColumns,
  sheetFile,
  valueMapping,
} from '../../lib/spreadsheet';
import type { ImportPlan, RowOutcome, SheetRow, UnknownValue, ValueMapping } from '../../lib/spreadsheet';
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

/**
 * Job titles as staff sheets write them, read as the portal's roles. The role decides what the
 * person may see and do, so a title that is none of these is the row's error (the preview lets the
 * person map it), never a guessed default.
 */
const JOB_TITLES: Record<Role, readonly string[]> = {
  Agent: [
    'Sales Agent',
    'Sales Executive',
    'Sales Representative',
    'Sales Rep',
    'Property Consultant',
    'Real Estate Agent',
    'Broker',
    'مندوب مبيعات',
    'مندوب',
    'وكيل مبيعات',
    'مسؤول مبيعات',
    'مستشار عقاري',
  ],
  Supervisor: [
    'Team Leader',
    'Team Lead',
    'Supervisor',
    'Sales Supervisor',
    'مشرف',
    'مشرف مبيعات',
    'قائد فريق',
    'تيم ليدر',
  ],
  Manager: ['Sales Manager', 'Manager', 'Sales Director', 'Branch Manager', 'مدير', 'مدير مبيعات', 'مدير فرع'],
  Admin: ['Admin', 'Administrator', 'System Admin', 'مسؤول', 'مسؤول النظام', 'مدير النظام'],
  CEO: [
    'CEO',
    'Chief Executive',
    'Chief Executive Officer',
    'Owner',
    'Managing Director',
    'المدير التنفيذي',
    'الرئيس التنفيذي',
  ],
};
const readRole = choiceReader(roleSchema.options, labelsOf('role'), JOB_TITLES);

const columns = sheetColumns(USER_IMPORT_COLUMNS);

interface UserSheetContext {
  /** What the person mapped the sheet's unknown roles and teams to (`importBody.values`). */
  mapped: ValueMapping;
  teamIdByKey: Map<string, string>;
  /** Teams mapped to "create", made by the import's save (a preview makes none), by `matchKey` of their name. */
  newTeams: Map<string, { _id: Types.ObjectId; name: string }>;
  teamOptions: { value: string; label: string }[];
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
  { dataUrl, columns: mapping, headerRow, values }: ImportBody,
  policy: PasswordPolicy,
  invitations: Invitation[],
): ImportPlan<NewUser, UserSheetContext> {
  const roles = roleSchema.options.filter((role) => canManageUser(caller, role));
  let sheet: UserSheetContext | null = null;
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
      const teamIdByKey = new Map(teams.map((t) => [matchKey(t.name), String(t._id)]));
      const mapped = valueMapping(values, {
        role: { allowed: new Set(roles) },
        team: { allowed: new Set(teamIdByKey.values()), mayCreate: can(caller, 'teams:manage') },
      });
      const newTeams = new Map(
        createdNames(values, 'team')
          .filter((name) => !teamIdByKey.has(matchKey(name)))
          .map((name) => [matchKey(name), { _id: new Types.ObjectId(), name }]),
      );
      sheet = {
        mapped,
        teamIdByKey,
        newTeams,
        teamOptions: teams.map((t) => ({ value: String(t._id), label: t.name })),
        taken: new Set(existing.map((u) => u.email)),
      };
      return sheet;
    },
    valueChoices: (context) => ({
      role: { options: roles.map((role) => ({ value: role, label: role })), canCreate: false },
      team: { options: context.teamOptions, canCreate: can(caller, 'teams:manage') },
    }),
    parseRow: (row, context) => parseUserRow(caller, row, context, policy),
    save: async (accepted, tracker) => {
      if (sheet?.newTeams.size) await createTeams([...sheet.newTeams.values()]);
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
  { mapped, teamIdByKey, newTeams, taken }: UserSheetContext,
  words: PasswordWords,
): RowOutcome<NewUser> {
  const unknown: UnknownValue[] = [];
  const warnings: string[] = [];
  const roleText = columns.value(row, 'role').trim();
  let role: Role | undefined = roleText ? readRole(roleText) : 'Agent';
  if (!role) {
    unknown.push({ field: 'role', value: roleText });
    const target = mapped('role', roleText);
    if (target.kind === 'unmapped') return { error: IMPORT_MESSAGES.unknownRole(roleText), unknown };
    role = target.kind === 'value' ? (target.value as Role) : 'Agent';
  }
  const password = columns.value(row, 'password');
  const teamIds: string[] = [];
  for (const name of columns
    .value(row, 'team')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const known = teamIdByKey.get(matchKey(name));
    if (known) {
      teamIds.push(known);
      continue;
    }
    // A team the portal does not have is left out (the person may map or create it in the preview).
    unknown.push({ field: 'team', value: name });
    const target = mapped('team', name);
    if (target.kind === 'value') teamIds.push(target.value);
    else if (target.kind === 'create') {
      // "Create" of a name the portal has (by another spelling) is that team.
      const key = matchKey(target.name);
      teamIds.push(teamIdByKey.get(key) ?? String(newTeams.get(key)?._id ?? ''));
    } else if (target.kind === 'unmapped') warnings.push(IMPORT_MESSAGES.userTeamLeftOut(name));
  }
  const parsed = createUserBody.safeParse({
    name: columns.value(row, 'name'),
    email: columns.value(row, 'email'),
    role,
    teamId: teamIds[0],
    teamIds,
    ...(password ? { password } : {}),
  });
  if (!parsed.success) return { error: columns.describe(row, parsed.error), unknown };
  if (taken.has(parsed.data.email)) return { error: 'Skipped: a user with this email already exists', unknown };
  const weakPassword = parsed.data.password && passwordProblemFor(parsed.data.password, parsed.data, words);
  if (weakPassword) return { error: weakPassword, unknown };
  let fields;
  try {
    // The rules of Add User: who may create which role, the team fields the role keeps.
    fields = newUserFields(caller, parsed.data);
  } catch (err) {
    if (err instanceof AppError) return { error: err.message, unknown };
    throw err;
  }
  taken.add(parsed.data.email);
  return { doc: { password: parsed.data.password, fields }, warnings, unknown };
}

/** The teams the person chose to create in the preview; one made by someone since is a 409. */
async function createTeams(teams: { _id: Types.ObjectId; name: string }[]) {
  try {
    await TeamModel.insertMany(teams);
  } catch (err) {
    if ((err as { code?: number }).code === 11000) {
      throw new AppError('CONFLICT', IMPORT_MESSAGES.teamCreatedMeanwhile);
    }
    throw err;
  }
}
