import { Types } from 'mongoose';
import { canSeeLead, leadVisibility, type LeadLink } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { LeadModel } from './lead.model';
import { leadRecordOf, type LeadFields } from './lead.rules';

/** What `canSeeLead` reads, and the name: select these wherever a lead is joined onto another record. */
export const LEAD_LINK_FIELDS = 'name status privacy assignedTo createdBy teamId';

export type LinkedLead = LeadFields & { _id: unknown; name: string };

/**
 * A lead as another record's answer names it (`leadLinkSchema`): with its name only when the
 * viewer may open it, by the same pure rule as GET /api/leads/:id, so the two never disagree.
 */
export function leadLinkOf(user: AuthUser, lead: LinkedLead): LeadLink {
  const _id = String(lead._id);
  return canSeeLead(user, leadRecordOf(lead)) ? { _id, hidden: false, name: lead.name } : { _id, hidden: true };
}

/**
 * Which of these leads the caller may open (a deleted one: nobody but CEO/Admin): one query for a
 * whole page of references, none for CEO/Admin, who may open every lead.
 */
export async function openableLeadIds(user: AuthUser, ids: readonly unknown[]): Promise<Set<string>> {
  const distinct = [...new Set(ids.map(String))];
  if (!distinct.length || leadVisibility(user).all) return new Set(distinct);
  const leads = await LeadModel.find({ _id: { $in: distinct.map((id) => new Types.ObjectId(id)) }, deletedAt: null })
    .select(LEAD_LINK_FIELDS)
    .lean<LinkedLead[]>();
  return new Set(leads.filter((lead) => canSeeLead(user, leadRecordOf(lead))).map((lead) => String(lead._id)));
}
