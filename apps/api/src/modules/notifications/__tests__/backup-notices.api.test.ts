import { contract } from '@crm/contracts';
import { createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';
import { NotificationModel, notifyBackupProblem } from '..';

const app = makeApp();

async function noticesOf(user: { _id: unknown }) {
  const res = await requestAs(app, user).get('/api/leads/notifications').expect(200);
  return parseAnswer(contract.notifications.list, res.body);
}

describe('backup notices', () => {
  it('tell each active CEO, unread, why the backup failed or since when none succeeded; nobody else sees them', async () => {
    const people = await oneOfEachRole();
    const otherCeo = await createUser('CEO');
    const formerCeo = await createUser('CEO', { active: false });
    await notifyBackupProblem('BackupFailed', 'ENOSPC: no space left on device');
    await notifyBackupProblem('BackupOverdue', '2026-12-01T00:00:00.000Z');

    for (const ceo of [people.CEO, otherCeo]) {
      const { items, unread } = await noticesOf(ceo);
      expect(unread).toBe(2);
      expect(items.map(({ type, newValue, leadId, read }) => ({ type, newValue, leadId, read }))).toEqual([
        { type: 'BackupOverdue', newValue: '2026-12-01T00:00:00.000Z', leadId: null, read: false },
        { type: 'BackupFailed', newValue: 'ENOSPC: no space left on device', leadId: null, read: false },
      ]);
    }
    for (const user of [people.Admin, people.Manager, people.Supervisor, people.Agent])
      expect((await noticesOf(user)).items).toEqual([]);
    expect(await NotificationModel.countDocuments({ recipientId: formerCeo._id })).toBe(0);
  });
});
