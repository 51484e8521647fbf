import { listenedTo } from '../core/events';
import { wireListeners } from '../listeners';
import { testConfig } from '../../test/helpers';

describe('domain events: who listens (listeners.ts)', () => {
  it('wires each reaction once, however many times the app is made', () => {
    wireListeners(testConfig);
    wireListeners(testConfig);
    expect(Object.fromEntries(listenedTo())).toEqual({
      // notifications tell the assignee; comments keep an import's notes; routing places a lead added unassigned;
      // live streams tell the assignee's screen, pushes their phone
      'leads.created': 5,
      // notifications, the live streams of the people told, pushes to an assignee's phone
      'leads.changed': 3,
      'leads.deleted': 1,
      'leads.restored': 1,
      // notifications, comments, tasks and unit inquiries follow the kept lead
      'lead.merged': 4,
      // notifications tell the asking Agent's Supervisors
      'lead.clientRequested': 2,
      // notifications tell the holder of a lead whose client asked again through a lead source
      'lead.inquiredAgain': 2,
      // lead routing places every lead that arrives by itself
      'leads.arrived': 1,
      // notifications tell the team's Supervisors (else the Admins) that a lead waits for an assignee
      'lead.unrouted': 1,
      // the recipient's live stream hears which thread has news
      'chat.messageSent': 1,
    });
  });
});
