import { signInStateOf, type AssigneeOption } from '@crm/contracts';
import { containsInsensitive } from '../../lib/regex';
import { UserModel } from './user.model';

/**
 * An assign list (leads, tasks): the people `filter` admits, searched by name or email, first 50 by
 * name, each marked with whether they can sign in yet (an invited person is offered, but marked).
 */
export async function assigneeOptions(filter: Record<string, unknown>, search?: string): Promise<AssigneeOption[]> {
  const query: Record<string, unknown> = { ...filter };
  if (search) query.$and = [{ $or: [{ name: containsInsensitive(search) }, { email: containsInsensitive(search) }] }];
  const users = await UserModel.find(query)
    .select('name email role awaitingPassword invitation.expiresAt')
    .sort({ name: 1 })
    .limit(50)
    .lean();
  const now = Date.now();
  return users.map((u) => ({
    _id: String(u._id),
    name: u.name,
    email: u.email,
    role: u.role,
    signIn: signInStateOf({ awaitingPassword: u.awaitingPassword, invitationExpiresAt: u.invitation?.expiresAt }, now),
  }));
}
