import { Types } from 'mongoose';
import { listenTo } from '../../core/events';
import { systemActor } from '../../core/auth-user';
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
    notifyLeadChanges(systemActor(source), [
      { lead, type: 'InquiredAgain' as const, oldValue: null, newValue: source, recipient: assignedTo },
    ]),
  );
  // Lead routing found nobody: the team's Supervisors (else the Admins) hear why, to assign it.
  listenTo('lead.unrouted', async ({ lead, teamId, reason }) => {
    const supervisors = teamId
      ? await UserModel.find({ role: 'Supervisor', teamId, active: true, deletedAt: null }).select('_id').lean()
      : [];
    const recipients = supervisors.length
      ? supervisors
      : await UserModel.find({ role: 'Admin', active: true, deletedAt: null }).select('_id').lean();
    await notifyLeadChanges(
      systemActor('Lead routing'),
      recipients.map((r) => ({ lead, type: 'Unrouted' as const, oldValue: null, newValue: reason, recipient: r._id })),
    );
  });
  listenTo('lead.merged', async ({ from, into }) => {
    await NotificationModel.updateMany({ leadId: from }, { $set: { leadId: into._id, leadName: into.name } });
  });
}

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
