import { Types } from 'mongoose';
import { LEAD_HISTORY_KINDS } from '@crm/contracts';
import { LeadModel } from '../src/modules/leads';
import type { Scenario } from './measure';

const HISTORY_LENGTH = 2_000;

/**
 * A lead with a long story (2,000 timeline entries, far more than a real lead gathers) assigned
 * to `agent`, and the history pages the lead page reads: the first, and one deep in the past.
 * The history lives inside the lead, so these show what `$slice` costs as it grows.
 */
export async function historyScenarios({ agent, agentId }: { agent: string; agentId: unknown }): Promise<Scenario[]> {
  const now = Date.now();
  const history = Array.from({ length: HISTORY_LENGTH }, (_, i) => ({
    _id: new Types.ObjectId(),
    at: new Date(now - i * 60_000),
    kind: LEAD_HISTORY_KINDS[i % LEAD_HISTORY_KINDS.length],
    actor: { _id: new Types.ObjectId(String(agentId)), name: 'Bench Agent' },
    from: 'New',
    to: 'Contacted',
    ref: null,
    note: i % 3 ? '' : 'Called, asked for the brochure again',
  }));
  const lead = await LeadModel.findOneAndUpdate(
    { assignedTo: new Types.ObjectId(String(agentId)), deletedAt: null },
    { $set: { history } },
  ).select('_id');
  if (!lead) throw new Error('the bench agent has no lead to give a history');
  const path = `/api/leads/${String(lead._id)}/history`;
  return [
    { name: `GET /api/leads/:id/history (Agent, ${HISTORY_LENGTH} entries, page 1)`, path, token: agent },
    { name: `GET /api/leads/:id/history (Agent, page 90 of 100)`, path: `${path}?page=90`, token: agent },
    { name: 'GET /api/leads/:id (Agent, same lead)', path: `/api/leads/${String(lead._id)}`, token: agent },
  ];
}
