import bcrypt from 'bcryptjs';
import { createUserBody, type ImportResult, type Role, roleSchema } from '@crm/contracts';
import type { AuthUser } from '../../http/auth-user';
import { decodeSpreadsheetDataUrl, pick, readSheetRows, writeSheet, XLSX_MIME } from '../../lib/spreadsheet';
import { TeamModel } from '../teams/team.model';
import { USER_TEAM_POPULATE, UserModel } from './user.model';
import { teamFieldsFor } from './user.rules';
import type { PasswordPolicy } from './user.service';

export const MAX_USER_IMPORT_ROWS = 5000;

/** Every live user, without any secret: Name, Email, Role, Team(s), Active, Created. */
export async function exportUsers() {
  const users = await UserModel.find({ deletedAt: null }).sort({ name: 1 }).populate(USER_TEAM_POPULATE).lean();
  const teamName = (team: unknown) => (team as { name?: string } | null)?.name ?? '';
  const rows = users.map((u) => ({
    Name: u.name,
    Email: u.email,
    Role: u.role,
    Team: u.role === 'Manager' ? (u.teamIds as unknown[]).map(teamName).join(', ') : teamName(u.teamId),
    Active: u.active ? 'Yes' : 'No',
    Created: u.createdAt.toISOString().slice(0, 10),
  }));
  return { file: writeSheet('Users', rows), filename: 'users.xlsx', contentType: XLSX_MIME };
}

const roleByName = new Map(roleSchema.options.map((r) => [r.toLowerCase(), r]));

/**
 * Columns (any case): Name, Email, Role (default Agent), Team (for Managers, several separated by commas),
 * Password (default: the agency's default password). Bad and duplicate rows are reported, good rows kept.
 */
export async function importUsers(caller: AuthUser, dataUrl: string, policy: PasswordPolicy): Promise<ImportResult> {
  const rows = readSheetRows(decodeSpreadsheetDataUrl(dataUrl), MAX_USER_IMPORT_ROWS);
  const teams = await TeamModel.find().select('nameKey').lean();
  const teamIdByKey = new Map(teams.map((t) => [t.nameKey, String(t._id)]));
  const existing = await UserModel.find({ email: { $in: rows.map((r) => pick(r.cells, 'email').toLowerCase()) } })
    .select('email')
    .lean();
  const taken = new Set(existing.map((u) => u.email));

  const errors: ImportResult['errors'] = [];
  const accepted: { row: number; doc: Record<string, unknown>; password: string }[] = [];
  for (const { row, cells } of rows) {
    const roleText = pick(cells, 'role') || 'Agent';
    const role: Role | undefined = roleByName.get(roleText.toLowerCase());
    if (!role) {
      errors.push({ row, message: `Unknown role "${roleText}"` });
      continue;
    }
    const password = pick(cells, 'password');
    const parsed = createUserBody.safeParse({
      name: pick(cells, 'name', 'full name'),
      email: pick(cells, 'email', 'e-mail'),
      role,
      ...(password ? { password } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({ row, message: `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'invalid'}` });
      continue;
    }
    if (role === 'CEO' && caller.role !== 'CEO') {
      errors.push({ row, message: 'Only the CEO can create CEO accounts' });
      continue;
    }
    if (taken.has(parsed.data.email)) {
      errors.push({ row, message: 'Skipped: a user with this email already exists' });
      continue;
    }
    const teamNames = pick(cells, 'team', 'teams')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const unknownTeam = teamNames.find((t) => !teamIdByKey.has(t.toLowerCase()));
    if (unknownTeam) {
      errors.push({ row, message: `Unknown team "${unknownTeam}"` });
      continue;
    }
    const ids = teamNames.map((t) => teamIdByKey.get(t.toLowerCase()) as string);
    taken.add(parsed.data.email);
    accepted.push({
      row,
      password: parsed.data.password ?? policy.defaultUserPassword,
      doc: { name: parsed.data.name, email: parsed.data.email, role, ...teamFieldsFor(role, ids[0], ids) },
    });
  }

  // bcrypt is slow on purpose: hash each distinct password once.
  const hashes = new Map<string, string>();
  for (const password of new Set(accepted.map((a) => a.password))) {
    hashes.set(password, await bcrypt.hash(password, policy.bcryptRounds));
  }
  if (accepted.length) {
    await UserModel.insertMany(
      accepted.map((a) => ({ ...a.doc, passwordHash: hashes.get(a.password) })),
      { ordered: false },
    );
  }
  errors.sort((a, b) => a.row - b.row);
  return { created: accepted.length, skipped: errors.length, errors };
}
