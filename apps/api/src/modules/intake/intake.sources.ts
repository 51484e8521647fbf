import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import type { CreateIntakeSourceBody, IntakeSource, UpdateIntakeSourceBody } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { CampaignModel } from '../lookups';
import { TeamModel } from '../users';
import { IntakeSourceModel } from './intake-source.model';

const SOURCE_NOT_FOUND = 'Lead source not found';

/** A form's secret: 192 random bits, URL-safe (it ends the address the form posts to). */
export const newFormKey = () => randomBytes(24).toString('base64url');

type StoredSource = InstanceType<typeof IntakeSourceModel>;
interface Named {
  _id: Types.ObjectId;
  name: string;
}

/** The sources as CEO and Admin see them, with their campaign and team named: three reads, whatever their number. */
export async function listSources(): Promise<IntakeSource[]> {
  const sources = await IntakeSourceModel.find({ deletedAt: null }).sort({ createdAt: -1 }).limit(500);
  return sourceDtos(sources);
}

async function sourceDtos(sources: StoredSource[]): Promise<IntakeSource[]> {
  const ids = (field: 'campaignId' | 'teamId') => sources.flatMap((s) => (s[field] ? [s[field]] : []));
  const [campaigns, teams] = await Promise.all([
    CampaignModel.find({ _id: { $in: ids('campaignId') } })
      .select('name')
      .lean<Named[]>(),
    TeamModel.find({ _id: { $in: ids('teamId') } })
      .select('name')
      .lean<Named[]>(),
  ]);
  const named = (list: Named[]) => new Map(list.map((r) => [String(r._id), { _id: String(r._id), name: r.name }]));
  const campaignOf = named(campaigns);
  const teamOf = named(teams);
  return sources.map((s) => {
    const common = {
      _id: String(s._id),
      name: s.name,
      campaign: (s.campaignId && campaignOf.get(String(s.campaignId))) || null,
      team: (s.teamId && teamOf.get(String(s.teamId))) || null,
      paused: s.paused,
      lastDeliveryAt: s.lastDeliveryAt ? s.lastDeliveryAt.toISOString() : null,
      deliveries: s.deliveries,
      createdAt: (s.get('createdAt') as Date).toISOString(),
    };
    if (s.kind === 'form') return { ...common, kind: 'form' as const, key: s.key ?? '' };
    return {
      ...common,
      kind: 'meta' as const,
      pageId: s.pageId ?? '',
      hasPageToken: Boolean(s.pageAccessToken),
      tokenProblem: s.tokenProblem?.at
        ? { at: s.tokenProblem.at.toISOString(), message: s.tokenProblem.message ?? '' }
        : null,
    };
  });
}

async function sourceDto(source: StoredSource): Promise<IntakeSource> {
  const [dto] = await sourceDtos([source]);
  return dto!;
}

/** The campaign and team a source names must exist. */
async function assertRefsExist(body: { campaignId?: string | null; teamId?: string | null }) {
  const [campaign, team] = await Promise.all([
    body.campaignId ? CampaignModel.exists({ _id: body.campaignId }) : true,
    body.teamId ? TeamModel.exists({ _id: body.teamId }) : true,
  ]);
  if (!campaign) throw new AppError('CAMPAIGN_UNKNOWN', 'Campaign not found');
  if (!team) throw new AppError('TEAM_UNKNOWN', 'Team not found');
}

/** One live source per Facebook page: Meta's deliveries name the page, and must find one source. */
async function assertPageFree(pageId: string, except?: Types.ObjectId) {
  const taken = await IntakeSourceModel.exists({
    pageId,
    deletedAt: null,
    ...(except ? { _id: { $ne: except } } : {}),
  });
  if (taken) throw new AppError('INTAKE_PAGE_TAKEN', 'Another lead source already receives this page’s leads');
}

export async function createSource(body: CreateIntakeSourceBody): Promise<IntakeSource> {
  await assertRefsExist(body);
  if (body.kind === 'meta') await assertPageFree(body.pageId);
  const source = await IntakeSourceModel.create({
    kind: body.kind,
    name: body.name,
    campaignId: body.campaignId ?? null,
    teamId: body.teamId ?? null,
    ...(body.kind === 'form' ? { key: newFormKey() } : { pageId: body.pageId, pageAccessToken: body.pageAccessToken }),
  });
  return sourceDto(source);
}

async function findSource(id: string) {
  const source = await IntakeSourceModel.findOne({ _id: id, deletedAt: null });
  if (!source) throw new AppError('INTAKE_SOURCE_NOT_FOUND', SOURCE_NOT_FOUND);
  return source;
}

export async function updateSource(id: string, body: UpdateIntakeSourceBody): Promise<IntakeSource> {
  const source = await findSource(id);
  if (body.rotateKey && source.kind !== 'form')
    throw new AppError('INTAKE_SOURCE_KIND', 'Only a website form has a key');
  if (body.pageAccessToken && source.kind !== 'meta') {
    throw new AppError('INTAKE_SOURCE_KIND', 'Only a Facebook page has a page token');
  }
  await assertRefsExist(body);
  if (body.name !== undefined) source.name = body.name;
  if (body.campaignId !== undefined) source.campaignId = body.campaignId ? new Types.ObjectId(body.campaignId) : null;
  if (body.teamId !== undefined) source.teamId = body.teamId ? new Types.ObjectId(body.teamId) : null;
  if (body.paused !== undefined) source.paused = body.paused;
  if (body.rotateKey) source.key = newFormKey();
  if (body.pageAccessToken) {
    source.pageAccessToken = body.pageAccessToken;
    source.tokenProblem = null;
  }
  await source.save();
  return sourceDto(source);
}

/** Its key stops working at once; its deliveries stay on record, with its name. */
export async function removeSource(id: string) {
  const source = await findSource(id);
  source.deletedAt = new Date();
  source.key = null;
  source.pageAccessToken = null;
  await source.save();
  return { ok: true as const };
}

/** The live, unpaused form behind a key; null for an unknown, deleted or paused one (the caller answers 404). */
export const activeFormSource = (key: string) =>
  IntakeSourceModel.findOne({ kind: 'form', key, deletedAt: null, paused: false }).lean();

/** The live source of a Facebook page (paused or not: a paused page's deliveries are recorded as ignored). */
export const pageSource = (pageId: string) =>
  IntakeSourceModel.findOne({ kind: 'meta', pageId, deletedAt: null }).lean();

/** Meta refused the page's token: shown on the source at once, until a new token replaces it. */
export async function markTokenProblem(sourceId: Types.ObjectId, message: string) {
  await IntakeSourceModel.updateOne({ _id: sourceId }, { $set: { tokenProblem: { at: new Date(), message } } });
}

export async function countDelivery(sourceId: Types.ObjectId, at: Date) {
  await IntakeSourceModel.updateOne({ _id: sourceId }, { $inc: { deliveries: 1 }, $max: { lastDeliveryAt: at } });
}
