import { describe, expect, it } from 'vitest';
import { parseMetric, withMetric } from './campaign-edit';

describe('parseMetric', () => {
  it.each([
    ['leads', '12', 12],
    ['leads', ' 0 ', 0],
    ['leads', '1.5', null],
    ['leads', '-1', null],
    ['leads', '', null],
    ['leads', 'ten', null],
    ['cost', '1250.5', 1250.5],
    ['cost', '-0.01', null],
    ['cost', '1e20', null],
  ] as const)('%s "%s" -> %s', (key, text, expected) => {
    expect(parseMetric(key, text)).toBe(expected);
  });
});

describe('withMetric', () => {
  it('changes one metric and keeps the other', () => {
    expect(withMetric({ leads: 4, cost: 500 }, 'cost', 800)).toEqual({ leads: 4, cost: 800 });
  });
});
