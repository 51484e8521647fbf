import { act, renderHook } from '@testing-library/react';
import { withNuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { z } from 'zod';
import { objectId } from '@crm/contracts';
import { defineSchemaQuery } from './schema-query';
import { sortSearchParams } from './sort-search-params';
import { useSchemaQueryStates } from './use-schema-query-states';

const ID = 'b'.repeat(24);

const query = defineSchemaQuery(
  z.object({
    search: z.string().max(100).trim().optional(),
    status: z.enum(['open', 'closed']).optional(),
    ownerId: objectId.optional(),
    due: z.literal('today').optional(),
    page: z.coerce.number().int().min(1).default(1),
    order: z.enum(['newest', 'oldest']).default('newest'),
  }),
  { pageKey: 'page' },
);

function setup(search: string) {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  const hook = renderHook(() => useSchemaQueryStates(query), {
    wrapper: withNuqsTestingAdapter({
      searchParams: search,
      onUrlUpdate,
      hasMemory: true,
      processUrlSearchParams: sortSearchParams,
    }),
  });
  const change = async (...args: Parameters<(typeof hook.result.current)[1]>) => {
    await act(() => hook.result.current[1](...args));
  };
  const lastUrl = () => onUrlUpdate.mock.lastCall?.[0];
  return { hook, change, lastUrl, onUrlUpdate };
}

describe('useSchemaQueryStates', () => {
  it('reads typed values from the URL; a bad value falls back to its own default only', () => {
    const { hook } = setup(`?status=archived&ownerId=${ID}&due=someday&page=-3&order=oldest&search=%20flat%20`);
    expect(hook.result.current[0]).toEqual({
      search: 'flat',
      status: null,
      ownerId: ID,
      due: null,
      page: 1,
      order: 'oldest',
    });
  });

  it('writes a change with Back in mind (push), leaving defaults out of the URL', async () => {
    const { hook, change, lastUrl } = setup('?order=oldest');
    await change({ status: 'open', order: 'newest' });
    expect(lastUrl()?.queryString).toBe('?status=open');
    expect(lastUrl()?.options.history).toBe('push');
    expect(hook.result.current[0]).toMatchObject({ status: 'open', order: 'newest', page: 1 });

    await change({ page: 2 }, { history: 'replace' });
    expect(lastUrl()?.queryString).toBe('?page=2&status=open');
    expect(lastUrl()?.options.history).toBe('replace');

    await change({ page: 1 });
    expect(lastUrl()?.queryString).toBe('?status=open');
  });

  it('sends the list back to page 1 when anything but the page changes', async () => {
    const { hook, change, lastUrl } = setup('?page=4&status=open');
    await change({ search: 'villa' });
    expect(lastUrl()?.queryString).toBe('?search=villa&status=open');
    expect(hook.result.current[0].page).toBe(1);

    await change({ page: 3 });
    expect(lastUrl()?.queryString).toBe('?page=3&search=villa&status=open');
    await change({ status: null });
    expect(lastUrl()?.queryString).toBe('?search=villa');
  });

  it('keeps keys it does not own', async () => {
    const { change, lastUrl } = setup('?tab=board&page=2');
    await change({ due: 'today' });
    expect(lastUrl()?.queryString).toBe('?due=today&tab=board');
  });
});
