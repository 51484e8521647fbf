import type { Types } from 'mongoose';
import {
  costPerLead,
  type Campaign,
  type CampaignAttribution,
  type CampaignRef,
  type CampaignTotals,
  type CreateCampaignBody,
  type Paginated,
  type UpdateCampaignBody,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { LeadModel } from '../leads';
import { CampaignModel } from '../lookups';

const CAMPAIGN_NOT_FOUND = 'Campaign not found';
type CampaignDocument = InstanceType<typeof CampaignModel>;

type LeadCounts = Pick<CampaignAttribution, 'leads' | 'qualified' | 'won'>;
const NO_LEADS: LeadCounts = { leads: 0, qualified: 0, won: 0 };
const per = (cost: number, count: number) => (count > 0 ? cost / count : 0);

function toCampaignDto(doc: CampaignDocument, counts: LeadCounts = NO_LEADS): Campaign {
  const json = doc.toJSON() as unknown as Omit<Campaign, 'cpa' | 'attribution'>;
  const metrics = { leads: json.metrics?.leads ?? 0, cost: json.metrics?.cost ?? 0 };
  const attribution = {
    ...counts,
    costPerQualified: per(metrics.cost, counts.qualified),
    costPerWon: per(metrics.cost, counts.won),
  };
  return { ...json, metrics, cpa: costPerLead(metrics), attribution };
}

/**
 * The live leads attributed to these campaigns, counted in one aggregation: all of them, those that
 * reached Qualified (Qualified or Won: a Won lead was qualified on its way) and those Won.
 */
async function attributedCounts(ids: Types.ObjectId[]): Promise<Map<string, LeadCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await LeadModel.aggregate<LeadCounts & { _id: Types.ObjectId }>([
    { $match: { campaignId: { $in: ids }, deletedAt: null } },
    {
      $group: {
        _id: '$campaignId',
        leads: { $sum: 1 },
        qualified: { $sum: { $cond: [{ $in: ['$status', ['Qualified', 'Won']] }, 1, 0] } },
        won: { $sum: { $cond: [{ $in: ['$status', ['Won']] }, 1, 0] } },
      },
    },
  ]);
  return new Map(rows.map(({ _id, ...counts }) => [String(_id), counts]));
}

/** Sums over every campaign in one aggregation; Avg CPA is total cost over total leads. */
async function campaignTotals(): Promise<CampaignTotals> {
  const [sums] = await CampaignModel.aggregate<{ leads: number; cost: number }>([
    { $group: { _id: null, leads: { $sum: '$metrics.leads' }, cost: { $sum: '$metrics.cost' } } },
  ]);
  const totals = { leads: sums?.leads ?? 0, cost: sums?.cost ?? 0 };
  return { ...totals, cpa: costPerLead(totals) };
}

export async function listCampaigns(query: { page: number; limit: number }) {
  const [docs, total, totals] = await Promise.all([
    CampaignModel.find()
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit),
    CampaignModel.countDocuments(),
    campaignTotals(),
  ]);
  const counts = await attributedCounts(docs.map((d) => d._id));
  const items = docs.map((doc) => toCampaignDto(doc, counts.get(String(doc._id))));
  const page: Paginated<Campaign> = { items, total, page: query.page, limit: query.limit };
  return { ...page, totals };
}

export async function createCampaign(body: CreateCampaignBody): Promise<Campaign> {
  const doc = await CampaignModel.create({ name: body.name, channel: body.channel });
  return toCampaignDto(doc);
}

export async function updateCampaign(id: string, body: UpdateCampaignBody): Promise<Campaign> {
  const doc = await CampaignModel.findById(id);
  if (!doc) throw new AppError('CAMPAIGN_NOT_FOUND', CAMPAIGN_NOT_FOUND);
  if (body.name !== undefined) doc.name = body.name;
  if (body.channel !== undefined) doc.channel = body.channel;
  if (body.status !== undefined) doc.status = body.status;
  if (body.metrics !== undefined) doc.metrics = body.metrics;
  await doc.save();
  const counts = await attributedCounts([doc._id]);
  return toCampaignDto(doc, counts.get(String(doc._id)));
}

/** Names for the lead forms' campaign picker: bounded, newest first. */
export const MAX_CAMPAIGN_NAMES = 500;
export async function listCampaignNames(): Promise<CampaignRef[]> {
  const docs = await CampaignModel.find()
    .select('name')
    .sort({ createdAt: -1, _id: -1 })
    .limit(MAX_CAMPAIGN_NAMES)
    .lean();
  return docs.map((d) => ({ _id: String(d._id), name: d.name }));
}

export async function deleteCampaign(id: string) {
  const deleted = await CampaignModel.findByIdAndDelete(id);
  if (!deleted) throw new AppError('CAMPAIGN_NOT_FOUND', CAMPAIGN_NOT_FOUND);
  return { ok: true as const };
}
