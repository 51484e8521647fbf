import { z } from 'zod';
import { objectId } from '../common/primitives';

/**
 * A lead named inside another record's answer (a task's lead, a notification's lead). It carries
 * the lead's name only when the viewer may open that lead (`canSeeLead`, design section 5); else
 * only its id and `hidden: true`, and the screen says "a lead you cannot open", without a link.
 * A CEO may link any task to any lead: its assignee must not read a private lead's name that way.
 */
export const leadLinkSchema = z.discriminatedUnion('hidden', [
  z.object({ _id: objectId, hidden: z.literal(false), name: z.string() }),
  z.object({ _id: objectId, hidden: z.literal(true) }),
]);
export type LeadLink = z.infer<typeof leadLinkSchema>;
