import { routingRuleSchema } from '@crm/contracts';
import { catchesAll, emptyRule, toFormValues, toRule } from './rule-form';
import { moveRule } from './rule-list';

const HODA = '1'.repeat(24);
const OMAR = '2'.repeat(24);

describe('the rule form', () => {
  it('reads typed numbers, keeps weights only for people still chosen and not 1', () => {
    const values = emptyRule();
    values.name = 'Big budgets';
    values.match.budgetMin = '5,000,000';
    values.assign.userIds = [HODA];
    values.assign.weights = { [HODA]: '3', [OMAR]: '2' };
    values.assign.dailyCap = '';
    values.rerouteTimes = '2';
    expect(toRule(values)).toMatchObject({
      match: { budgetMin: 5000000, budgetMax: null },
      assign: { weights: { [HODA]: 3 }, dailyCap: null },
      rerouteTimes: 2,
    });
    values.assign.weights = { [HODA]: '1' };
    expect(toRule(values).assign.weights).toEqual({});
  });

  it('gives back what it was given', () => {
    const rule = routingRuleSchema.parse({
      _id: '9'.repeat(24),
      name: 'Web',
      match: { budgetMax: 100, languages: ['ar'] },
      assign: { userIds: [HODA], weights: { [HODA]: 2 }, dailyCap: 4 },
      rerouteTimes: 1,
    });
    expect(routingRuleSchema.parse(toRule(toFormValues(rule), rule._id))).toEqual(rule);
  });

  it('a rule with no criteria catches all', () => {
    const rule = routingRuleSchema.parse(
      toRule({ ...emptyRule(), name: 'x', assign: { ...emptyRule().assign, userIds: [HODA] } }),
    );
    expect(catchesAll(rule)).toBe(true);
    expect(catchesAll({ match: { ...rule.match, languages: ['en'] } })).toBe(false);
  });
});

describe('moving a rule', () => {
  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('rule %i by %i', (index, by, expected) => {
    expect(moveRule(['a', 'b', 'c'], index, by)).toEqual(expected);
  });
});
