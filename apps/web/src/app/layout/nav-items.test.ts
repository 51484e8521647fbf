import { navItemsFor } from './nav-items';

const labels = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((i) => `${i.label} ${i.to}`);

// Each item as the sidebar shows it: its label and where it goes.
const dashboard = 'Dashboard /';
const users = 'Users /users';
const teams = 'Teams /teams';
const myTeam = 'Team /my-team';
const leads = 'Leads /leads';
const campaigns = 'Campaigns /campaigns';
const tasks = 'Tasks /tasks';
const resaleUnits = 'Resale Units /resale-units';
const chats = 'Chats /chats';
const imports = 'Imports /imports';
const settings = 'Settings /settings';
const leadSources = 'Lead sources /lead-sources';
const leadRouting = 'Lead routing /lead-routing';

describe('sidebar items per role (spec section 2, in order)', () => {
  it('CEO', () => {
    expect(labels('CEO')).toEqual([
      dashboard,
      users,
      teams,
      leads,
      campaigns,
      tasks,
      resaleUnits,
      chats,
      imports,
      leadSources,
      leadRouting,
      settings,
    ]);
  });

  it('Admin', () => {
    expect(labels('Admin')).toEqual([
      dashboard,
      users,
      teams,
      leads,
      campaigns,
      tasks,
      resaleUnits,
      chats,
      imports,
      leadSources,
      leadRouting,
    ]);
  });

  it('Manager', () => {
    expect(labels('Manager')).toEqual([dashboard, teams, leads, campaigns, tasks, resaleUnits, chats]);
  });

  it('Supervisor', () => {
    expect(labels('Supervisor')).toEqual([dashboard, myTeam, leads, tasks, resaleUnits, chats]);
  });

  it('Agent', () => {
    expect(labels('Agent')).toEqual([dashboard, leads, tasks, resaleUnits, chats]);
  });
});
