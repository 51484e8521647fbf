import type { ClientRequestBody } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { publish } from '../../core/events';
import { AppError } from '../../errors/app-error';
import { UserModel } from '../users';
import { unseenLeadWithPhone } from './lead.duplicates';
import { internationalPhoneOrRefuse } from './lead.service';

const NO_COLLEAGUE_CLIENT = 'No colleague holds a client with this phone: you can add the lead yourself';

/**
 * An Agent whose new lead a colleague already holds (LEAD_WITH_COLLEAGUE) asks for it: their team's
 * Supervisors are told (else, with no Supervisor, the Admins; else the CEO), in their notifications, naming the
 * lead to those who may open it. Only a client the Agent cannot see may be asked for.
 */
export async function requestClient(user: AuthUser, body: ClientRequestBody, country: string) {
  const phone = internationalPhoneOrRefuse(body.phone, country);
  const lead = phone ? await unseenLeadWithPhone(user, phone) : null;
  if (!lead) throw new AppError('CLIENT_REQUEST_INVALID', NO_COLLEAGUE_CLIENT);
  const recipients = await askedFor(user);
  await publish('lead.clientRequested', { actor: user, lead, phone, recipients });
  return { notified: recipients.length };
}

/** The Agent's team's active Supervisors; with none, the active Admins. */
async function askedFor(user: AuthUser) {
  const live = { active: true, deletedAt: null };
  const supervisors = user.teamId
    ? await UserModel.find({ ...live, role: 'Supervisor', teamId: user.teamId })
        .select('_id')
        .lean()
    : [];
  const people = supervisors.length
    ? supervisors
    : await UserModel.find({ ...live, role: 'Admin' })
        .select('_id')
        .lean();
  return people.map((p) => p._id);
}
