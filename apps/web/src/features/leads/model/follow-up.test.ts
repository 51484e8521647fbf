import { LEAD_STATUSES } from '@crm/contracts';
import { en } from '../../../lib/i18n/en';
import { canEditFollowUp, followUpFieldError } from './follow-up';

describe('canEditFollowUp', () => {
  it('allows the reminder and notes only in FollowUp, Contacted and Qualified', () => {
    const editable = LEAD_STATUSES.filter(canEditFollowUp);
    expect(editable).toEqual(['Contacted', 'FollowUp', 'Qualified']);
  });
});

describe('followUpFieldError', () => {
  const dated = '2026-12-03T09:00:00.000Z';
  it('asks for a date when a lead becomes FollowUp without one', () => {
    const change = {
      statusBefore: 'New',
      statusAfter: 'FollowUp',
      followUpDateAfter: null,
      setsFollowUp: true,
    } as const;
    expect(followUpFieldError(change)).toBe(en.messages.followUpDateRequired);
    expect(followUpFieldError({ ...change, followUpDateAfter: dated })).toBeNull();
  });

  it('asks for a date when a FollowUp lead has its date cleared', () => {
    const cleared = {
      statusBefore: 'FollowUp',
      statusAfter: 'FollowUp',
      followUpDateAfter: null,
      setsFollowUp: true,
    } as const;
    expect(followUpFieldError(cleared)).toBe(en.messages.followUpDateRequired);
  });

  it('lets Contacted and Qualified go without a date', () => {
    const contacted = {
      statusBefore: 'New',
      statusAfter: 'Contacted',
      followUpDateAfter: null,
      setsFollowUp: true,
    } as const;
    expect(followUpFieldError(contacted)).toBeNull();
  });

  it('says in the catalog words when follow-up fields are set outside a follow-up status', () => {
    const won = { statusBefore: 'New', statusAfter: 'Won', followUpDateAfter: dated, setsFollowUp: true } as const;
    expect(followUpFieldError(won)).toBe(en.messages.followUpLocked);
  });
});
