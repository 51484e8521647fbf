import { listenedTo } from '../core/events';
import { wireListeners } from '../listeners';

describe('domain events: who listens (listeners.ts)', () => {
  it('wires each reaction once, however many times the app is made', () => {
    wireListeners();
    wireListeners();
    expect(Object.fromEntries(listenedTo())).toEqual({
      // notifications tell the assignee; comments keep an import's notes
      'leads.created': 2,
      'leads.changed': 1,
      'leads.deleted': 1,
      'leads.restored': 1,
      // notifications, comments, tasks and unit inquiries follow the kept lead
      'lead.merged': 4,
      // notifications tell the asking Agent's Supervisors
      'lead.clientRequested': 1,
      // notifications tell the holder of a lead whose client asked again through a lead source
      'lead.inquiredAgain': 1,
    });
  });
});
