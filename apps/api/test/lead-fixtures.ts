import type { Types } from 'mongoose';
import type { LeadStatus } from '@crm/contracts';
import { LeadModel } from '../src/modules/leads';
import { requestAs, type makeApp } from './helpers';
import { sheetDataUrl } from './hostile-files';

type Ref = { _id: Types.ObjectId };

/** A lead as stored, with sensible defaults; pass people and teams as documents. */
export async function createLead(
  fields: Partial<{
    name: string;
    phone: string;
    status: LeadStatus;
    privacy: 'public' | 'agent_private';
    source: 'Campaign' | 'Organic';
    assignedTo: Ref | null;
    createdBy: Ref | null;
    teamId: Ref | null;
    propertyInterest: string;
    followUpDate: Date | null;
    followUpNotes: string;
    budget: number | null;
    campaignId: Ref | null;
    createdAt: Date;
    deletedAt: Date | null;
  }> = {},
) {
  const { assignedTo, createdBy, teamId, campaignId, ...rest } = fields;
  const name = rest.name ?? `Lead ${Math.random().toString(36).slice(2, 8)}`;
  const doc = await LeadModel.create({
    ...rest,
    name,
    assignedTo: assignedTo?._id ?? null,
    createdBy: createdBy?._id ?? null,
    teamId: teamId?._id ?? null,
    campaignId: campaignId?._id ?? null,
  });
  if (rest.createdAt) await LeadModel.collection.updateOne({ _id: doc._id }, { $set: { createdAt: rest.createdAt } });
  return doc;
}

/** A lead's history as stored (newest first), read past its `select: false`. */
export async function historyOf(lead: Ref) {
  const doc = await LeadModel.findById(lead._id).select('+history').lean();
  return doc?.history ?? [];
}

/** Imports these rows (headers first) as the Leads sheet of an .xlsx, as `user`; the import must succeed. */
export function importLeadRows(app: ReturnType<typeof makeApp>, user: { _id: unknown }, rows: unknown[][]) {
  const dataUrl = sheetDataUrl(rows, 'xlsx', 'Leads');
  return requestAs(app, user).post('/api/leads/import').send({ dataUrl }).expect(200);
}
