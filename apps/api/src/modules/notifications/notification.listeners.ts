import { Types } from 'mongoose';
import { listenTo } from '../../core/events';
import type { AuthUser } from '../../core/auth-user';
import type { LeadsCreated } from '../leads';
import { UserModel } from '../users';
import { notifyLeadChanges, setManyLeadNotificationsHidden } from './notification.batch';
import { NotificationModel } from './notification.model';

/** What notifications do as leads change (the leads module publishes; see leads/lead.events.ts). */
export function listenToLeadEvents() {
  listenTo('leads.created', notifyNewAssignees);
  listenTo('leads.changed', ({ actor, notices }) => notifyLeadChanges(actor, notices));
  listenTo('leads.deleted', ({ leadIds }) => setManyLeadNotificationsHidden(leadIds, true));
  listenTo('leads.restored', ({ leadIds }) => setManyLeadNotificationsHidden(leadIds, false));
  // Notices of the duplicate open the kept lead from now on, and name it.
  // "Laila asks for this client": the value is the phone she typed, which she knows already.
  listenTo('lead.clientRequested', ({ actor, lead, phone, recipients }) =>
    notifyLeadChanges(
      actor,
      recipients.map((recipient) => ({
        lead,
        type: 'ClientRequest' as const,
        oldValue: null,
        newValue: phone,
        recipient,
      })),
    ),
  );
  // The client asked again through a lead source: the lead's holder hears of it, from the source.
  listenTo('lead.inquiredAgain', ({ lead, assignedTo, source }) =>
    notifyLeadChanges(sourceAsAuthor(source), [
      { lead, type: 'InquiredAgain' as const, oldValue: null, newValue: source, recipient: assignedTo },
    ]),
  );
  listenTo('lead.merged', async ({ from, into }) => {
    await NotificationModel.updateMany({ leadId: from }, { $set: { leadId: into._id, leadName: into.name } });
  });
}

/**
 * A notice nobody made: a lead source's delivery. It is signed with the source's name (a notice
 * names who it is from) and the role that manages sources; its text names the source, not a person.
 */
const sourceAsAuthor = (source: string): AuthUser => ({
  _id: '000000000000000000000000',
  name: source,
  email: '',
  role: 'Admin',
  teamId: null,
  teamIds: [],
});

/** A lead added or imported for someone else lands in their notifications, as an assignment does. */
async function notifyNewAssignees({ actor, leads }: LeadsCreated) {
  const assigned = leads.filter((lead) => lead.assignedTo && String(lead.assignedTo) !== actor._id);
  if (assigned.length === 0) return;
  const ids = [...new Set(assigned.map((lead) => String(lead.assignedTo)))];
  const people = await UserModel.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } })
    .select('name')
    .lean();
  const nameOf = new Map(people.map((p) => [String(p._id), p.name]));
  await notifyLeadChanges(
    actor,
    assigned.map((lead) => ({
      lead,
      type: 'Reassignment' as const,
      oldValue: null,
      newValue: nameOf.get(String(lead.assignedTo)) ?? null,
      recipient: lead.assignedTo,
    })),
  );
}
