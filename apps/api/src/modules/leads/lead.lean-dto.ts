import type { Lead } from '@crm/contracts';
import { isoOrNull, refsById } from '../../db/lean-refs';
import { CampaignModel } from '../campaigns';
import { TeamModel } from '../teams';
import { UserModel } from '../users';
import { LeadModel } from './lead.model';

/** What a lead's answer holds, read lean: never its history, name key, tombstone or import batch. */
export const LEAD_FIELDS =
  'name phone email status privacy assignedTo createdBy propertyInterest source campaignId teamId followUpDate ' +
  'followUpNotes agentFeedback budget supervisorReply managerReply assignedAt firstContactAt firstContactDueAt ' +
  'createdAt updatedAt';

export const leanLeads = (where: Record<string, unknown>) => LeadModel.find(where).select(LEAD_FIELDS).lean();
type LeanLead = Awaited<ReturnType<typeof leanLeads>>[number];

/**
 * Leads read lean as the contract answers them: `toLeadDto` of populated documents (LEAD_POPULATE),
 * with the people, teams and campaigns of all of them read in one query per model, and the
 * schema's defaults filled in where an older document lacks a field.
 */
export async function leadDtosOf(docs: LeanLead[]): Promise<Lead[]> {
  const [people, teams, campaigns] = await Promise.all([
    refsById(
      docs.flatMap((d) => [d.assignedTo, d.createdBy]),
      (ids) =>
        UserModel.find({ _id: { $in: ids } })
          .select('name email role')
          .lean(),
    ),
    refsById(
      docs.map((d) => d.teamId),
      (ids) =>
        TeamModel.find({ _id: { $in: ids } })
          .select('name')
          .lean(),
    ),
    refsById(
      docs.map((d) => d.campaignId),
      (ids) =>
        CampaignModel.find({ _id: { $in: ids } })
          .select('name')
          .lean(),
    ),
  ]);
  const person = (id: unknown) => {
    const p = id ? people.get(String(id)) : undefined;
    return p ? { _id: String(p._id), name: p.name, email: p.email, role: p.role } : null;
  };
  const named = (found: Map<string, { _id: unknown; name: string }>, id: unknown) => {
    const record = id ? found.get(String(id)) : undefined;
    return record ? { _id: String(record._id), name: record.name } : null;
  };
  return docs.map((d) => ({
    _id: String(d._id),
    name: d.name,
    phone: d.phone ?? '',
    email: d.email ?? '',
    status: d.status ?? 'New',
    privacy: d.privacy ?? 'public',
    assignedTo: person(d.assignedTo),
    createdBy: person(d.createdBy),
    propertyInterest: d.propertyInterest ?? '',
    source: d.source ?? 'Organic',
    campaignId: named(campaigns, d.campaignId),
    teamId: named(teams, d.teamId),
    followUpDate: isoOrNull(d.followUpDate),
    followUpNotes: d.followUpNotes ?? '',
    agentFeedback: d.agentFeedback ?? '',
    budget: d.budget ?? null,
    supervisorReply: d.supervisorReply ?? '',
    managerReply: d.managerReply ?? '',
    assignedAt: isoOrNull(d.assignedAt),
    firstContactAt: isoOrNull(d.firstContactAt),
    firstContactDueAt: isoOrNull(d.firstContactDueAt),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  }));
}
