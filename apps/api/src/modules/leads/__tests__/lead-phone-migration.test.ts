import { createLogger } from '../../../lib/logger';
import { createLead } from '../../../../test/lead-fixtures';
import { migrateLeadPhones } from '../lead.phone-migration';
import { LeadModel } from '../lead.model';

const logger = createLogger('silent');

describe('start-up: lead phones in their international form', () => {
  it('rewrites the old forms once, leaves the unreadable and the done ones, and keeps "updated" times', async () => {
    const old = new Date('2024-03-01T10:00:00.000Z');
    const leads = await Promise.all(
      ['01009998877', '201001234567', '+201112223333', '', 'ask reception'].map((phone, i) =>
        createLead({ name: `Migrating ${i}`, phone }),
      ),
    );
    await LeadModel.collection.updateMany({}, { $set: { updatedAt: old } });

    // Several instances starting together: both runs finish, each phone is written once.
    const [a, b] = await Promise.all([migrateLeadPhones('EG', logger), migrateLeadPhones('EG', logger)]);
    expect(a.changed + b.changed).toBe(2);
    expect(a.unreadable).toBe(1);

    const stored = await LeadModel.find({ _id: { $in: leads.map((l) => l._id) } })
      .sort({ name: 1 })
      .lean();
    expect(stored.map((l) => l.phone)).toEqual([
      '+201009998877',
      '+201001234567',
      '+201112223333',
      '',
      'ask reception',
    ]);
    expect(stored.every((l) => l.updatedAt.getTime() === old.getTime())).toBe(true);

    // Again: nothing left to do.
    expect(await migrateLeadPhones('EG', logger)).toEqual({ changed: 0, unreadable: 1 });
  });
});
