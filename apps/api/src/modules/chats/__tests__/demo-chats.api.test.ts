import { contract } from '@crm/contracts';
import { makeApp, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';
import { seedDemoAgency } from '../../../seed/demo-agency';
import { seedDemoChats } from '../../../seed/demo-chats';
import { UserModel } from '../../users';

const app = makeApp();

describe('demo chats', () => {
  it('gives the demo logins conversations, some unread, one long enough for "Load older"', async () => {
    await seedDemoAgency(4);
    await seedDemoChats();
    const agent = (await UserModel.findOne({ email: 'agent@agency.test' }))!;
    const threads = parseAnswer(
      contract.chats.threads,
      (await requestAs(app, agent).get('/api/chats/threads').expect(200)).body,
    );
    expect(threads.unread).toBe(2);
    expect(threads.items.map((t) => t.user.name)).toEqual(['Mona Saleh', 'Youssef Nabil', 'Omar Khaled']);
    expect(threads.items[0]).toMatchObject({ unread: 1, lastMessage: { body: expect.stringContaining('Open day') } });

    const colleague = threads.items[2]!.user._id;
    const page = (await requestAs(app, agent).get(`/api/chats/${colleague}/messages`).expect(200)).body;
    expect(page.items).toHaveLength(50);

    const supervisor = (await UserModel.findOne({ email: 'supervisor@agency.test' }))!;
    const theirs = (await requestAs(app, supervisor).get('/api/chats/threads').expect(200)).body;
    expect(theirs.unread).toBe(2);
  });
});
