import { z } from 'zod';
import { objectId } from '@crm/contracts';
import { defineSchemaQuery, toApiQuery } from './schema-query';

const ID = 'a'.repeat(24);

/** A list query of the kind the contracts declare: one field of each kind the screens use. */
const listQuery = z.object({
  search: z.string().max(10).trim().optional(),
  status: z.enum(['open', 'closed']).optional(),
  ownerId: objectId.optional(),
  due: z.literal('today').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  order: z.enum(['newest', 'oldest']).default('newest'),
});

const query = defineSchemaQuery(listQuery, {
  pageKey: 'page',
  refine: (patch) => (patch.order === 'oldest' ? { ...patch, status: null } : patch),
});
type Values = typeof query.defaults;
const defaults: Values = { search: null, status: null, ownerId: null, due: null, page: 1, limit: 20, order: 'newest' };

describe('defineSchemaQuery: reading', () => {
  it('gives the defaults for an empty query, nulls for optional fields', () => {
    expect(query.defaults).toEqual(defaults);
    expect(query.parse('')).toEqual(defaults);
  });

  it('reads every field with the schema rules', () => {
    expect(query.parse(`search=%20ali%20&status=open&ownerId=${ID}&due=today&page=3&limit=50&order=oldest`)).toEqual({
      search: 'ali',
      status: 'open',
      ownerId: ID,
      due: 'today',
      page: 3,
      limit: 50,
      order: 'oldest',
    });
  });

  const valid = `search=ali&status=open&ownerId=${ID}&due=today&page=3&limit=50&order=oldest`;
  it.each([
    ['status', 'Nope', null],
    ['ownerId', 'not-an-id', null],
    ['due', 'tomorrow', null],
    ['page', '0', 1],
    ['page', '2.5', 1],
    ['page', 'two', 1],
    ['limit', '500', 20],
    ['order', 'random', 'newest'],
    ['search', '%20%20', null],
  ])('a bad %s (%s) falls back to its default, the other fields keep theirs', (key, bad, fallback) => {
    const params = new URLSearchParams(valid);
    params.set(key, decodeURIComponent(bad));
    expect(query.parse(params)).toEqual({ ...query.parse(valid), [key]: fallback });
  });

  it('cuts text longer than its limit instead of dropping it', () => {
    expect(query.parse('search=abcdefghijklmnop').search).toBe('abcdefghij');
  });
});

describe('defineSchemaQuery: writing', () => {
  it('leaves defaults and cleared fields out, keys in one order', () => {
    expect(query.serialize(defaults)).toBe('');
    expect(query.serialize({ ...defaults, page: 1, order: 'newest', status: null, search: '' })).toBe('');
    expect(query.serialize({ order: 'oldest', status: 'closed', page: 2 })).toBe('?order=oldest&page=2&status=closed');
    expect(query.serialize({ status: 'closed', order: 'oldest', page: 2 })).toBe('?order=oldest&page=2&status=closed');
  });

  it('round-trips', () => {
    const values = query.parse(`due=today&limit=50&ownerId=${ID}&page=3&search=ali`);
    expect(query.parse(query.serialize(values))).toEqual(values);
  });
});

describe('defineSchemaQuery: changing', () => {
  const onPage4: Values = { ...defaults, status: 'open', page: 4 };

  it('sends any change but the page back to the first page', () => {
    expect(query.change(onPage4, { status: 'closed' })).toEqual({ ...onPage4, status: 'closed', page: 1 });
    expect(query.change(onPage4, { limit: 50 })).toMatchObject({ limit: 50, page: 1 });
    expect(query.change(onPage4, { search: 'x', page: 2 })).toMatchObject({ search: 'x', page: 2 });
  });

  it('keeps the page when only the page changes, or nothing does', () => {
    expect(query.change(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
    expect(query.change(onPage4, { status: undefined })).toEqual(onPage4);
  });

  it("clears a field to its default with null or ''", () => {
    expect(query.change(onPage4, { status: '' })).toMatchObject({ status: null, page: 1 });
    expect(query.change({ ...onPage4, order: 'oldest' }, { order: null })).toMatchObject({ order: 'newest' });
  });

  it("applies the screen's own rule first", () => {
    expect(query.change(onPage4, { order: 'oldest' })).toMatchObject({ order: 'oldest', status: null, page: 1 });
  });
});

it('toApiQuery leaves out the fields that are not set', () => {
  expect(toApiQuery({ ...defaults, status: 'open' })).toEqual({ status: 'open', page: 1, limit: 20, order: 'newest' });
});
