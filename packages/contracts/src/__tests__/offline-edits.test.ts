import {
  allRoutes,
  contract,
  editConflictDetails,
  EXPECTABLE_LEAD_FIELDS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  leadEditExpected,
  statusOf,
  updateLeadBody,
} from '../index';
import * as zodFree from '../zod-free';

describe('idempotent routes (the offline outbox sends their changes again until it hears back)', () => {
  it('are exactly the changes the outbox keeps, none of them a GET or a file', () => {
    const idempotent = allRoutes().filter((route) => route.idempotent);
    expect(idempotent.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'POST /api/comments',
      'POST /api/leads/:id/contact-attempts',
      'PUT /api/leads/:id',
      'PUT /api/tasks/:id',
    ]);
    for (const route of idempotent) {
      expect(route.method).not.toBe('GET');
      expect(route.response).not.toBe('file');
      expect(route.upload).toBeUndefined();
    }
    expect(contract.leads.update.idempotent).toBe(true);
  });

  it('name their headers where the api client reads them without zod', () => {
    expect(zodFree.IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
    expect(IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
    expect(zodFree.IDEMPOTENT_REPLAYED_HEADER).toBe(IDEMPOTENT_REPLAYED_HEADER);
  });

  it.each([
    ['a UUID', '3f2b6c1e-8d4a-4f5e-9b7c-2a1d0e9f8c7b', true],
    ['8 characters', 'abcd_-12', true],
    ['100 characters', 'k'.repeat(100), true],
    ['7 characters', 'abcdefg', false],
    ['101 characters', 'k'.repeat(101), false],
    ['a space', 'abcd efgh', false],
    ['a dot', 'abcd.efgh', false],
  ])('takes a key of %s: %s', (_case, key, ok) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(ok);
  });

  it('have their own error codes', () => {
    expect(statusOf('IDEMPOTENCY_KEY_REUSED')).toBe(422);
    expect(statusOf('IDEMPOTENCY_IN_PROGRESS')).toBe(409);
    expect(statusOf('EDIT_CONFLICT')).toBe(409);
  });
});

describe('a lead edit with expected values', () => {
  it('may expect exactly the fields an offline edit checks', () => {
    expect(Object.keys(leadEditExpected.shape)).toEqual([...EXPECTABLE_LEAD_FIELDS]);
  });

  it('parses expected values as the edit parses its own (trimmed interest, nullable date and budget)', () => {
    const body = updateLeadBody.parse({
      status: 'Contacted',
      expected: { status: 'New', propertyInterest: ' Villa ', followUpDate: null, budget: '1000' },
    });
    expect(body.expected).toEqual({ status: 'New', propertyInterest: 'Villa', followUpDate: null, budget: 1000 });
    expect(updateLeadBody.parse({ status: 'Won' })).toEqual({ status: 'Won' });
    expect(updateLeadBody.safeParse({ expected: { status: 'Maybe' } }).success).toBe(false);
    expect(updateLeadBody.safeParse({ expected: { followUpDate: 'tomorrow' } }).success).toBe(false);
  });

  it('describes a conflict by field, with both values', () => {
    const details = { conflicts: [{ field: 'status', yours: 'FollowUp', theirs: 'Qualified' }] };
    expect(editConflictDetails.parse(details)).toEqual(details);
    expect(editConflictDetails.safeParse({ conflicts: [{ yours: 1 }] }).success).toBe(false);
  });
});
