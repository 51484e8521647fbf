import { localizeInterests } from '../lookups';

const interests = [
  { _id: 'a'.repeat(24), value: 'villa', label: 'Villa' },
  { _id: 'b'.repeat(24), value: 'chalet', label: 'Chalet' },
  // Renamed by an admin: their words stay.
  { _id: 'c'.repeat(24), value: 'apartment', label: 'Flat (any floor)' },
  { _id: 'd'.repeat(24), value: 'sea_view', label: 'Sea view' },
];

describe('localizeInterests', () => {
  it('reads the interests the portal seeded in Arabic, keeping those an admin named', () => {
    expect(localizeInterests(interests, 'ar').map((i) => i.label)).toEqual([
      'فيلا',
      'شاليه',
      'Flat (any floor)',
      'Sea view',
    ]);
    expect(localizeInterests(interests, 'en')).toEqual(interests);
  });
});
