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
    'supervisorReply managerReply assignedAt firstContactAt firstContactDueAt routing createdAt updatedAt',
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
  /** A lead's own page: how it arrived, if it did by itself (not in lists: its answers can be long). */
  withArrival?: boolean;
}

/**
 * The leads a filter matches, as the contract answers them, in one command: the page is cut first
 * (sort, skip, limit on the leads' indexes), then its people, team and campaign are joined in
 * (`joinOne`), where populate would have sent a query per model after it.
 */
export async function readLeads(where: Document, { sort, skip, limit, withArrival }: LeadRead): Promise<Lead[]> {
  const own = withArrival ? { ...LEAD_OWN_FIELDS, arrival: 1 } : LEAD_OWN_FIELDS;
  const pipeline: Document[] = [{ $match: where }];
  if (sort) pipeline.push({ $sort: sort });
  if (skip) pipeline.push({ $skip: skip });
  pipeline.push({ $limit: limit }, { $project: { ...own, ...REF_IDS } }, ...JOINS, {
    $project: { ...own, ...REF_SHOWN },
  });
  const docs = await aggregateDirect<JoinedLead>(LeadModel, pipeline);
  return docs.map(leadDtoOf);
}

type StoredArrival = NonNullable<JoinedLead['arrival']>;

/** What a lead keeps of its arrival, as the contract answers it (ids as strings). */
function arrivalDtoOf(a: StoredArrival): NonNullable<Lead['arrival']> {
  return {
    source: {
      _id: String(a.source?._id),
      name: a.source?.name ?? '',
      kind: a.source?.kind === 'meta' ? 'meta' : 'form',
    },
    message: a.message ?? '',
    answers: (a.answers ?? []).map((x) => ({ question: x.question ?? '', answer: x.answer ?? '' })),
    utm: (a.utm ?? {}) as Record<string, string>,
    ad: a.ad
      ? {
          leadgenId: a.ad.leadgenId ?? '',
          formId: a.ad.formId ?? null,
          adId: a.ad.adId ?? null,
          adsetId: a.ad.adsetId ?? null,
          campaignId: a.ad.campaignId ?? null,
        }
      : null,
  };
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
    ...(d.arrival ? { arrival: arrivalDtoOf(d.arrival) } : {}),
    ...(d.routing ? { routing: { rule: d.routing.rule ?? null, reason: d.routing.reason ?? '' } } : {}),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
