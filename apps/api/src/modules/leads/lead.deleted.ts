import type { Types } from 'mongoose';
import type { DeletedLead, DeletedLeadsQuery, LeadSource, LeadStatus, Paginated } from '@crm/contracts';
import { LeadModel } from './lead.model';
import { leadSearchClause } from './lead.service';

interface StoredDeletedLead {
  _id: Types.ObjectId;
  name: string;
  phone?: string;
  email?: string;
  status: LeadStatus;
  source: LeadSource;
  assignedTo: { _id: Types.ObjectId; name: string } | null;
  deletedAt: Date;
  deletedBy?: { _id: Types.ObjectId; name: string } | null;
}

const ref = (person: { _id: Types.ObjectId; name: string } | null | undefined) =>
  person ? { _id: String(person._id), name: person.name } : null;

/**
 * The Deleted leads list (CEO and Admin, the route's roles): leads deleted and not merged away
 * (a merged lead lives on in the kept one and is never restored), newest deleted first, with who
 * deleted each. Two queries a page, whatever its size (the assignees' names by one populate).
 */
export async function listDeletedLeads(query: DeletedLeadsQuery): Promise<Paginated<DeletedLead>> {
  const deleted = { deletedAt: { $ne: null }, mergedInto: null };
  const filter = query.search ? { $and: [deleted, leadSearchClause(query.search)] } : deleted;
  const [rows, total] = await Promise.all([
    LeadModel.find(filter)
      .sort({ deletedAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .select('name phone email status source assignedTo deletedAt deletedBy')
      .populate({ path: 'assignedTo', select: 'name' })
      .lean<StoredDeletedLead[]>(),
    LeadModel.countDocuments(filter),
  ]);
  return {
    items: rows.map((lead) => ({
      _id: String(lead._id),
      name: lead.name,
      phone: lead.phone ?? '',
      email: lead.email ?? '',
      status: lead.status,
      source: lead.source,
      assignedTo: ref(lead.assignedTo),
      deletedAt: lead.deletedAt.toISOString(),
      deletedBy: ref(lead.deletedBy),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
