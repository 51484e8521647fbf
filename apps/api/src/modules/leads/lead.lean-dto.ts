import type { Lead, Role } from '@crm/contracts';
import type { Document, Sort } from 'mongodb';
import type { Types } from 'mongoose';
import { aggregateDirect, isoOrNull, joinOne, projectionOf, type StoredOf } from '../../db/direct-read';
import { CampaignModel } from '../lookups';
import { TeamModel } from '../users';
import { UserModel } from '../users';
import { LeadModel } from './lead.model';

/** What a lead's answer holds of the lead itself: never its history, name key, tombstone or import batch. */
const LEAD_OWN_FIELDS = projectionOf(
  'name phone email status privacy propertyInterest source followUpDate followUpNotes agentFeedback budget ' +
    'supervisorReply managerReply assignedAt firstContactAt firstContactDueAt createdAt updatedAt',
);
/** The lead's references and what the answer shows of each referred document. */
const LEAD_REFS = [
  { field: 'assignedTo', from: UserModel, shows: '_id name email role' },
  { field: 'createdBy', from: UserModel, shows: '_id name email role' },
  { field: 'teamId', from: TeamModel, shows: '_id name' },
  { field: 'campaignId', from: CampaignModel, shows: '_id name' },
] as const;

const REF_IDS = projectionOf(LEAD_REFS.map((ref) => ref.field).join(' '));
const REF_SHOWN = projectionOf(LEAD_REFS.map((ref) => ref.shows.replace(/\S+/g, `${ref.field}.$&`)).join(' '));
const JOINS = LEAD_REFS.flatMap((ref) => joinOne(ref.field, ref.from));

interface PersonRef {
  _id: Types.ObjectId;
  name: string;
  email: string;
  role: Role;
}
interface NamedRef {
  _id: Types.ObjectId;
  name: string;
}
type JoinedLead = Omit<StoredOf<typeof LeadModel>, 'assignedTo' | 'createdBy' | 'teamId' | 'campaignId'> & {
  assignedTo?: PersonRef;
  createdBy?: PersonRef;
  teamId?: NamedRef;
  campaignId?: NamedRef;
};

interface LeadRead {
  sort?: Sort;
  skip?: number;
  limit: number;
}

/**
 * The leads a filter matches, as the contract answers them, in one command: the page is cut first
 * (sort, skip, limit on the leads' indexes), then its people, team and campaign are joined in
 * (`joinOne`), where populate would have sent a query per model after it.
 */
export async function readLeads(where: Document, { sort, skip, limit }: LeadRead): Promise<Lead[]> {
  const pipeline: Document[] = [{ $match: where }];
  if (sort) pipeline.push({ $sort: sort });
  if (skip) pipeline.push({ $skip: skip });
  pipeline.push({ $limit: limit }, { $project: { ...LEAD_OWN_FIELDS, ...REF_IDS } }, ...JOINS, {
    $project: { ...LEAD_OWN_FIELDS, ...REF_SHOWN },
  });
  const docs = await aggregateDirect<JoinedLead>(LeadModel, pipeline);
  return docs.map(leadDtoOf);
}

const personOf = (p: PersonRef | undefined) =>
  p ? { _id: String(p._id), name: p.name, email: p.email, role: p.role } : null;
const namedOf = (r: NamedRef | undefined) => (r ? { _id: String(r._id), name: r.name } : null);

/** `toLeadDto` of a populated document, for a joined one: the schema's defaults filled in where an older document lacks a field. */
function leadDtoOf(d: JoinedLead): Lead {
  return {
    _id: String(d._id),
    name: d.name,
    phone: d.phone ?? '',
    email: d.email ?? '',
    status: d.status ?? 'New',
    privacy: d.privacy ?? 'public',
    assignedTo: personOf(d.assignedTo),
    createdBy: personOf(d.createdBy),
    propertyInterest: d.propertyInterest ?? '',
    source: d.source ?? 'Organic',
    campaignId: namedOf(d.campaignId),
    teamId: namedOf(d.teamId),
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
  };
}
