import { isScoped, leadsHref, readStatsScope } from './dashboard-links';

const team = 'a'.repeat(24);
const agent = 'b'.repeat(24);

describe('dashboard scope', () => {
  it('reads teamId and assignedTo from the query string and ignores the rest', () => {
    expect(readStatsScope(new URLSearchParams(`teamId=${team}&assignedTo=${agent}&x=1`))).toEqual({
      teamId: team,
      assignedTo: agent,
    });
    expect(readStatsScope(new URLSearchParams('teamId=&assignedTo=%20'))).toEqual({});
    expect(isScoped({})).toBe(false);
    expect(isScoped({ assignedTo: agent })).toBe(true);
  });
});

describe('links to the leads screen', () => {
  it('opens the unfiltered list without a scope', () => {
    expect(leadsHref({})).toBe('/leads');
    expect(leadsHref({}, { status: 'Won' })).toBe('/leads?status=Won');
    expect(leadsHref({}, { followups: 'today' })).toBe('/leads?followups=today');
    expect(leadsHref({}, { source: 'Campaign' })).toBe('/leads?source=Campaign');
  });

  it('carries teamId and assignedTo into every link', () => {
    const scope = { teamId: team, assignedTo: agent };
    expect(leadsHref(scope)).toBe(`/leads?teamId=${team}&assignedTo=${agent}`);
    expect(leadsHref(scope, { status: 'FollowUp' })).toBe(`/leads?status=FollowUp&teamId=${team}&assignedTo=${agent}`);
    expect(leadsHref({ teamId: team }, { source: 'Organic' })).toBe(`/leads?source=Organic&teamId=${team}`);
    expect(leadsHref({ assignedTo: agent }, { followups: 'today' })).toBe(`/leads?followups=today&assignedTo=${agent}`);
  });
});
