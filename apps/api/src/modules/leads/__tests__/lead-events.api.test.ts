import { listenTo } from '../../../core/events';
import type { FollowUpsChanged } from '../lead.events';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';

const app = makeApp();
const heard: FollowUpsChanged[] = [];
listenTo('leads.followUpsChanged', (event) => void heard.push(event));
beforeEach(() => void heard.splice(0));

const when = '2031-01-05T09:00:00.000Z';
const changesHeard = () =>
  heard.flatMap((e) => e.changes.map((c) => [String(c.leadId), c.followUpDate?.toISOString() ?? null]));

describe('leads.followUpsChanged: what reminders and live push will react to', () => {
  it('is published by a single edit that moves the follow-up, not by one that leaves it', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent });
    const as = requestAs(app, agent);
    await as.put(`/api/leads/${lead._id}`).send({ status: 'Contacted' }).expect(200);
    expect(heard).toEqual([]);
    await as.put(`/api/leads/${lead._id}`).send({ status: 'FollowUp', followUpDate: when }).expect(200);
    expect(changesHeard()).toEqual([[String(lead._id), when]]);
    expect(heard[0]!.actor._id).toBe(String(agent._id));
  });

  it('is published once for a bulk change, naming each lead that changed', async () => {
    const ceo = await createUser('CEO');
    const [a, b] = [await createLead(), await createLead()];
    await requestAs(app, ceo)
      .post('/api/leads/bulk')
      .send({ action: 'status', status: 'FollowUp', followUpDate: when, ids: [String(a._id), String(b._id)] })
      .expect(200);
    expect(heard).toHaveLength(1);
    expect(changesHeard().sort()).toEqual(
      [
        [String(a._id), when],
        [String(b._id), when],
      ].sort(),
    );
  });
});
