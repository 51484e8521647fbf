import { Types } from 'mongoose';
import { listenTo } from '../../core/events';
import { NotificationModel } from '../notifications';
import { LiveEventModel, type LiveEventType } from './live-event.model';

interface RaisedEvent {
  userId: string;
  type: LiveEventType;
  data: Record<string, string | number>;
}

const raise = async (events: RaisedEvent[]) => {
  if (events.length === 0) return;
  await LiveEventModel.insertMany(
    events.map(({ userId, type, data }) => ({ userId: new Types.ObjectId(userId), type, data })),
  );
};

const distinct = (ids: unknown[]) => [...new Set(ids.filter(Boolean).map(String))].filter(Types.ObjectId.isValid);

/**
 * Each person's unread notices addressed to them (what the bell counts for an Agent; a CEO or Admin
 * also reads others' notices, which their screen counts when it refetches). One count per person told.
 */
async function unreadNotices(userIds: string[]): Promise<RaisedEvent[]> {
  return Promise.all(
    userIds.map(async (userId) => {
      const me = new Types.ObjectId(userId);
      const unread = await NotificationModel.countDocuments({
        recipientId: me,
        leadDeleted: { $ne: true },
        'readBy.userId': { $ne: me },
        'changedBy.userId': { $ne: me },
      });
      return { userId, type: 'notification' as const, data: { unread } };
    }),
  );
}

/**
 * What the live streams (and pushes) hear, from the other modules' events. Wired after the
 * notifications' listeners (listeners.ts), so the notices are written when they are counted.
 */
export function listenForLiveEvents() {
  listenTo('leads.changed', async ({ actor, notices }) => {
    const told = notices.filter((notice) => notice.recipient && String(notice.recipient) !== actor._id);
    const assigned = told
      .filter((notice) => notice.type === 'Reassignment')
      .map((notice) => ({
        userId: String(notice.recipient),
        type: 'lead.assigned' as const,
        data: { id: String(notice.lead._id) },
      }));
    await raise([...assigned, ...(await unreadNotices(distinct(told.map((notice) => notice.recipient))))]);
  });
  listenTo('leads.created', async ({ actor, leads }) => {
    const assigned = leads.filter((lead) => lead.assignedTo && String(lead.assignedTo) !== actor._id);
    await raise([
      ...assigned.map((lead) => ({
        userId: String(lead.assignedTo),
        type: 'lead.assigned' as const,
        data: { id: String(lead._id) },
      })),
      ...(await unreadNotices(distinct(assigned.map((lead) => lead.assignedTo)))),
    ]);
  });
  listenTo('lead.clientRequested', async ({ recipients }) => raise(await unreadNotices(distinct([...recipients]))));
  listenTo('lead.inquiredAgain', async ({ assignedTo }) => raise(await unreadNotices(distinct([assignedTo]))));
  // The recipient's thread with the sender is named by the sender's id (chats: one thread per pair).
  listenTo('chat.messageSent', ({ senderId, recipientId }) =>
    raise([{ userId: recipientId, type: 'chat.message', data: { threadId: senderId } }]),
  );
}
