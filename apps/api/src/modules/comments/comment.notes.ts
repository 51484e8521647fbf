import { Types } from 'mongoose';
import { CommentModel } from './comment.model';

/**
 * The feedback log of each of these leads, as its entries' texts, oldest first (replies left out):
 * one query for all of them, whatever their number (a leads export reads it batch by batch).
 */
export async function feedbackOfLeads(leadIds: readonly unknown[]): Promise<Map<string, string[]>> {
  const byLead = new Map<string, string[]>();
  if (leadIds.length === 0) return byLead;
  const entries = await CommentModel.find({
    leadId: { $in: leadIds.map((id) => new Types.ObjectId(String(id))) },
    type: 'feedback',
    parentId: null,
  })
    .sort({ createdAt: 1, _id: 1 })
    .select('leadId content')
    .lean();
  for (const { leadId, content } of entries) {
    const key = String(leadId);
    const texts = byLead.get(key);
    if (texts) texts.push(content);
    else byLead.set(key, [content]);
  }
  return byLead;
}
