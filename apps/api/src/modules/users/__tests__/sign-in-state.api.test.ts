import { contract } from '@crm/contracts';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';
import { UserModel } from '../user.model';

const app = makeApp();

/**
 * Issue 45: one notion of "can sign in" wherever a person is listed or picked. Someone who never
 * used their sign-in link is not shown as simply active on Teams, and is marked in the assign lists.
 */
describe('whether a person can sign in, where they are listed or picked', () => {
  it('marks the invited, the expired link and the one who needs a link on Teams, My Team and the assign lists', async () => {
    const team = await createTeam('Cairo Sales');
    const admin = await createUser('Admin');
    const supervisor = await createUser('Supervisor', { teamId: team._id, name: 'Youssef' });
    await createUser('Agent', { teamId: team._id, name: 'Ready Agent' });
    const as = requestAs(app, admin);
    const added = async (name: string, email: string) =>
      (
        await as
          .post('/api/users')
          .send({ name, email, role: 'Agent', teamId: String(team._id) })
          .expect(201)
      ).body._id as string;
    await added('Invited Agent', 'invited@test.local');
    const expired = await added('Expired Agent', 'expired@test.local');
    await UserModel.updateOne({ _id: expired }, { $set: { 'invitation.expiresAt': new Date(Date.now() - 1000) } });
    const noLink = await added('No Link Agent', 'nolink@test.local');
    await UserModel.updateOne({ _id: noLink }, { $set: { invitation: null } });
    const expected = {
      'Ready Agent': 'ready',
      'Invited Agent': 'invited',
      'Expired Agent': 'linkExpired',
      'No Link Agent': 'needsLink',
      Youssef: 'ready',
    };
    const states = (people: { name: string; signIn: string }[]) =>
      Object.fromEntries(people.map((p) => [p.name, p.signIn]));

    const members = parseAnswer(
      contract.teams.members,
      (await as.get(`/api/teams/${team._id}/members`).expect(200)).body,
    );
    expect(states(members)).toEqual(expected);
    const mine = parseAnswer(
      contract.teams.my,
      (await requestAs(app, supervisor).get('/api/teams/my').expect(200)).body,
    );
    // My Team lists the others.
    const { Youssef: _self, ...others } = expected;
    expect(states(mine.teams[0]!.members)).toEqual(others);

    const leadAssignees = parseAnswer(
      contract.leads.assignees,
      (await requestAs(app, supervisor).get('/api/leads/assignees').expect(200)).body,
    );
    expect(states(leadAssignees)).toMatchObject(others);
    const taskAssignees = parseAnswer(
      contract.tasks.assignees,
      (await requestAs(app, supervisor).get('/api/tasks/assignees?search=Agent').expect(200)).body,
    );
    expect(states(taskAssignees)).toMatchObject({ 'Invited Agent': 'invited', 'Ready Agent': 'ready' });
  });
});
