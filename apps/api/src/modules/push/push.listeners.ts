import { listenTo } from '../../core/events';
import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { sendPushes } from './push.send';

const leadAssigned = (userId: string, leadId: string) => ({
  userId,
  push: (language: 'en' | 'ar') => ({ type: 'lead.assigned' as const, id: leadId, language }),
});

/**
 * Pushes to a person's devices for a lead assigned to them. Sent after the request, not in it: a
 * slow or failing push service must neither delay nor fail the assignment.
 */
export function listenForPushes(push: Config['push'], logger: Logger) {
  const sendLater = (people: ReturnType<typeof leadAssigned>[]) => {
    if (people.length === 0) return;
    void sendPushes(people, push, logger).catch((err: unknown) => logger.error({ err }, 'pushes could not be sent'));
  };
  listenTo('leads.changed', ({ actor, notices }) =>
    sendLater(
      notices
        .filter(
          (notice) => notice.type === 'Reassignment' && notice.recipient && String(notice.recipient) !== actor._id,
        )
        .map((notice) => leadAssigned(String(notice.recipient), String(notice.lead._id))),
    ),
  );
  listenTo('leads.created', ({ actor, leads }) =>
    sendLater(
      leads
        .filter((lead) => lead.assignedTo && String(lead.assignedTo) !== actor._id)
        .map((lead) => leadAssigned(String(lead.assignedTo), String(lead._id))),
    ),
  );
}
