import type { Gauge } from 'prom-client';
import { authUserOf } from '../../../core/auth-user';
import { trackImport } from '../../imports';
import { LeadModel } from '../../leads';
import { bulkLeadJobsInFlight, importsInFlight } from '..';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';

const valueOf = async (gauge: Gauge) => (await gauge.get()).values[0]?.value ?? 0;

afterEach(() => jest.restoreAllMocks());

describe('crm_imports_in_flight', () => {
  it('counts an import while it runs, and not once it has ended, done or failed', async () => {
    const ceo = authUserOf(await createUser('CEO'));
    let during = -1;
    await trackImport(ceo, 'leads', 'leads.xlsx', async () => {
      during = await valueOf(importsInFlight);
      return { created: 0, skipped: 0, errors: [], warnings: [], skippedRows: [] };
    });
    expect(during).toBe(1);
    expect(await valueOf(importsInFlight)).toBe(0);

    await expect(
      trackImport(ceo, 'leads', 'leads.xlsx', async () => {
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('the database went away');
    expect(await valueOf(importsInFlight)).toBe(0);
  });
});

describe('crm_bulk_lead_jobs_in_flight', () => {
  const app = makeApp();

  it('counts a bulk action while it writes, and not once it has answered', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead({});
    let during = -1;
    const write = LeadModel.bulkWrite.bind(LeadModel);
    jest.spyOn(LeadModel, 'bulkWrite').mockImplementation(async (...args: Parameters<typeof write>) => {
      during = await valueOf(bulkLeadJobsInFlight);
      return write(...args);
    });
    await requestAs(app, ceo)
      .post('/api/leads/bulk')
      .send({ action: 'status', status: 'Contacted', ids: [String(lead._id)] })
      .expect(200);
    expect(during).toBe(1);
    expect(await valueOf(bulkLeadJobsInFlight)).toBe(0);
  });

  it('is back to zero after a refused bulk action', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent });
    await requestAs(app, agent)
      .post('/api/leads/bulk')
      .send({ action: 'delete', ids: [String(lead._id)] })
      .expect(403);
    expect(await valueOf(bulkLeadJobsInFlight)).toBe(0);
  });
});
