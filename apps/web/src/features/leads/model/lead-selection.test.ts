import { describe, expect, it } from 'vitest';
import {
  bulkActionsFor,
  bulkTarget,
  filterKey,
  isSelected,
  noSelection,
  offersAllMatching,
  pageState,
  selectedCount,
  toggleLead,
  togglePage,
} from './lead-selection';

const page = ['a', 'b', 'c'];

describe('lead selection', () => {
  it('ticks rows one by one and a page at a time', () => {
    const one = toggleLead(noSelection, 'a');
    expect(pageState(one, page)).toBe('some');
    const all = togglePage(one, page);
    expect(pageState(all, page)).toBe('all');
    expect(selectedCount(all)).toBe(3);
    expect(pageState(togglePage(all, page), page)).toBe('none');
    expect(selectedCount(toggleLead(one, 'a'))).toBe(0);
  });

  it('offers all matching only for a fully ticked page with more behind it', () => {
    const all = togglePage(noSelection, page);
    expect(offersAllMatching(all, page, 40)).toBe(true);
    expect(offersAllMatching(all, page, 3)).toBe(false);
    expect(offersAllMatching(all, page, 5001)).toBe(false);
    expect(offersAllMatching(toggleLead(noSelection, 'a'), page, 40)).toBe(false);
    const matching = { kind: 'matching' as const, total: 40 };
    expect(isSelected(matching, 'zzz')).toBe(true);
    expect(selectedCount(matching)).toBe(40);
    expect(selectedCount(togglePage(matching, page))).toBe(0);
  });

  it.each([
    ['CEO', ['assign', 'status', 'convert', 'delete']],
    ['Admin', ['assign', 'status', 'convert', 'delete']],
    ['Manager', ['assign', 'status']],
    ['Supervisor', ['assign', 'status']],
    ['Agent', ['status']],
  ] as const)('lets a %s take %p', (role, actions) => {
    expect(bulkActionsFor({ role })).toEqual(actions);
  });
});

describe('bulk target', () => {
  it('sends the chosen ids, or the narrowing filters only', () => {
    expect(bulkTarget(toggleLead(noSelection, 'a'), { status: 'New' })).toEqual({ ids: ['a'] });
    const url = { status: 'New', search: 'hala', teamId: null, page: 3, order: 'az' };
    const filters: Parameters<typeof filterKey>[0] = url;
    expect(bulkTarget({ kind: 'matching', total: 9 }, filters)).toEqual({ filter: { status: 'New', search: 'hala' } });
    expect(filterKey(filters)).toBe(filterKey({ ...url, page: 4 } as typeof filters));
    expect(filterKey(filters)).not.toBe(filterKey({ ...filters, status: 'Won' }));
  });
});
