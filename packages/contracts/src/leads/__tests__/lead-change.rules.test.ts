import { followUpProblem } from '../lead-change.rules';

const at = '2026-12-03T09:00:00.000Z';

describe('followUpProblem: the follow-up rules of a lead change', () => {
  it('refuses follow-up fields outside the follow-up statuses', () => {
    expect(
      followUpProblem({ statusBefore: 'New', statusAfter: 'Won', followUpDateAfter: at, setsFollowUp: true }),
    ).toBe('FOLLOW_UP_NOT_ALLOWED');
  });

  it('asks for a date when a lead becomes FollowUp without one, or a new lead starts as FollowUp', () => {
    const becomes = {
      statusBefore: 'New',
      statusAfter: 'FollowUp',
      followUpDateAfter: null,
      setsFollowUp: false,
    } as const;
    expect(followUpProblem(becomes)).toBe('FOLLOW_UP_DATE_REQUIRED');
    expect(followUpProblem({ ...becomes, statusBefore: null })).toBe('FOLLOW_UP_DATE_REQUIRED');
    expect(followUpProblem({ ...becomes, followUpDateAfter: at, setsFollowUp: true })).toBeNull();
  });

  it('refuses clearing the date of a FollowUp lead', () => {
    const clears = {
      statusBefore: 'FollowUp',
      statusAfter: 'FollowUp',
      followUpDateAfter: null,
      setsFollowUp: true,
    } as const;
    expect(followUpProblem(clears)).toBe('FOLLOW_UP_DATE_REQUIRED');
  });

  it('lets Contacted and Qualified go without a date, and older dateless FollowUps be edited otherwise', () => {
    expect(
      followUpProblem({ statusBefore: 'New', statusAfter: 'Contacted', followUpDateAfter: null, setsFollowUp: false }),
    ).toBeNull();
    expect(
      followUpProblem({
        statusBefore: 'FollowUp',
        statusAfter: 'FollowUp',
        followUpDateAfter: null,
        setsFollowUp: false,
      }),
    ).toBeNull();
  });
});
