import { distinctNames } from '../person-label';

describe('distinctNames', () => {
  it('adds the email only where two people share a name (case and spaces aside)', () => {
    const people = [
      { _id: '1', name: 'Omar Khaled', email: 'omar.k@agency.test' },
      { _id: '2', name: 'omar khaled ', email: 'omar.khaled@agency.test' },
      { _id: '3', name: 'منى سعيد', email: 'mona@agency.test' },
    ];
    const label = distinctNames(people);
    expect(people.map(label)).toEqual([
      'Omar Khaled (omar.k@agency.test)',
      'omar khaled  (omar.khaled@agency.test)',
      'منى سعيد',
    ]);
  });
});
