import { navItemsFor } from './nav-items';

const labels = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((i) => `${i.label} ${i.to}`);

describe('sidebar items per role (spec section 2, in order)', () => {
  it('CEO', () => {
    expect(labels('CEO')).toEqual([
      'Dashboard /',
      'Users /users',
      'Teams /teams',
      'Leads /leads',
      'Campaigns /campaigns',
      'Tasks /tasks',
      'Resale Units /resale-units',
      'Chats /chats',
    ]);
  });

  it('Admin', () => {
    expect(labels('Admin')).toEqual([
      'Dashboard /',
      'Users /users',
      'Teams /teams',
      'Leads /leads',
      'Campaigns /campaigns',
      'Tasks /tasks',
      'Resale Units /resale-units',
      'Chats /chats',
    ]);
  });

  it('Manager', () => {
    expect(labels('Manager')).toEqual([
      'Dashboard /',
      'Teams /teams',
      'Leads /leads',
      'Campaigns /campaigns',
      'Tasks /tasks',
      'Resale Units /resale-units',
      'Chats /chats',
    ]);
  });

  it('Supervisor', () => {
    expect(labels('Supervisor')).toEqual([
      'Dashboard /',
      'Team /my-team',
      'Leads /leads',
      'Tasks /tasks',
      'Resale Units /resale-units',
      'Chats /chats',
    ]);
  });

  it('Agent', () => {
    expect(labels('Agent')).toEqual([
      'Dashboard /',
      'Leads /leads',
      'Tasks /tasks',
      'Resale Units /resale-units',
      'Chats /chats',
    ]);
  });
});
