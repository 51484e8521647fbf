import {
  costPerLead,
  type Campaign,
  type CampaignTotals,
  type CreateCampaignBody,
  type Paginated,
  type UpdateCampaignBody,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { CampaignModel } from './campaign.model';

const CAMPAIGN_NOT_FOUND = 'Campaign not found';
type CampaignDocument = InstanceType<typeof CampaignModel>;

function toCampaignDto(doc: CampaignDocument): Campaign {
  const json = doc.toJSON() as unknown as Omit<Campaign, 'cpa'>;
  const metrics = { leads: json.metrics?.leads ?? 0, cost: json.metrics?.cost ?? 0 };
  return { ...json, metrics, cpa: costPerLead(metrics) };
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
  const page: Paginated<Campaign> = { items: docs.map(toCampaignDto), total, page: query.page, limit: query.limit };
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
  return toCampaignDto(doc);
}

export async function deleteCampaign(id: string) {
  const deleted = await CampaignModel.findByIdAndDelete(id);
  if (!deleted) throw new AppError('CAMPAIGN_NOT_FOUND', CAMPAIGN_NOT_FOUND);
  return { ok: true as const };
}
