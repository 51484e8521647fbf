import { exportFilterParts } from './export-filters';

const noNames = { team: null, assignee: null };

describe('exportFilterParts', () => {
  it.each([
    [{ order: 'newest' }, noNames, []],
    [
      { search: 'محمد', status: 'FollowUp', order: 'oldest', sort: '-name' },
      noNames,
      [
        { key: 'search', value: 'محمد' },
        { key: 'status', value: 'FollowUp' },
      ],
    ],
    [
      { teamId: 'a'.repeat(24), assignedTo: 'b'.repeat(24), source: 'Campaign', interest: 'villa' },
      { team: 'North', assignee: 'آية علي' },
      [
        { key: 'source', value: 'Campaign' },
        { key: 'interest', value: 'villa' },
        { key: 'team', value: 'North' },
        { key: 'assignedTo', value: 'آية علي' },
      ],
    ],
    [{ teamId: 'a'.repeat(24) }, noNames, [{ key: 'team', value: null }]],
    [
      { followups: 'today', firstContact: 'overdue' },
      noNames,
      [{ key: 'followUpsToday' }, { key: 'firstContactOverdue' }],
    ],
  ])('reads %j (names %j) as %j', (filters, filterNames, parts) => {
    expect(exportFilterParts({ filters, filterNames })).toEqual(parts);
  });
});
