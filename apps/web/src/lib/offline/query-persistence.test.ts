import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { boundCopy, isEditConflict, offlinePersister, shouldKeepQuery } from './query-persistence';

type Kept = PersistedClient['clientState']['queries'][number];
const query = (queryKey: unknown[], dataUpdatedAt: number, data: unknown = { ok: true }): Kept =>
  ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt, status: 'success' },
  }) as unknown as Kept;
const client = (queries: Kept[]): PersistedClient => ({
  timestamp: Date.now(),
  buster: '1',
  clientState: { queries, mutations: [] },
});
const keys = (copy: PersistedClient) => copy.clientState.queries.map((q) => JSON.stringify(q.queryKey));

describe('the offline copy', () => {
  it('keeps the 20 newest lead list pages and drops older ones', () => {
    const lists = Array.from({ length: 25 }, (_, i) => query(['leads', 'list', { page: i + 1 }], i));
    const kept = boundCopy(client(lists));
    expect(kept.clientState.queries).toHaveLength(20);
    expect(keys(kept)).toContain(JSON.stringify(['leads', 'list', { page: 25 }]));
    expect(keys(kept)).not.toContain(JSON.stringify(['leads', 'list', { page: 1 }]));
  });

  it("keeps an opened lead's page, feedback and timeline together, for the 40 most recently read leads", () => {
    const opened = Array.from({ length: 45 }, (_, i) => [
      query(['leads', 'detail', `lead${i}`], 1000 + i),
      query(['leads', 'feedback', `lead${i}`, ''], 1000 + i),
      query(['leads', 'history', `lead${i}`], 1000 + i),
    ]).flat();
    const kept = boundCopy(client(opened));
    expect(kept.clientState.queries).toHaveLength(40 * 3);
    expect(keys(kept)).toContain(JSON.stringify(['leads', 'feedback', 'lead44', '']));
    expect(keys(kept)).not.toContain(JSON.stringify(['leads', 'detail', 'lead0']));
  });

  it('stays under its byte budget, newest first', () => {
    const big = 'x'.repeat(1000);
    const reads = Array.from({ length: 10 }, (_, i) => query(['tasks', 'list', i], i, big));
    const kept = boundCopy(client(reads), 3500);
    expect(keys(kept)).toEqual([9, 8, 7].map((i) => JSON.stringify(['tasks', 'list', i])));
  });

  it('keeps answered API reads, never chats, imports, users, a loaded code module or a failed read', () => {
    const read = (queryKey: unknown[], status = 'success') => ({ queryKey, state: { status } }) as never;
    expect(shouldKeepQuery(read(['leads', 'list', { page: 1 }]))).toBe(true);
    expect(shouldKeepQuery(read(['tasks', 'list', {}]))).toBe(true);
    expect(shouldKeepQuery(read(['auth', 'me']))).toBe(true);
    expect(shouldKeepQuery(read(['chats', 'threads']))).toBe(false);
    expect(shouldKeepQuery(read(['users', 'list']))).toBe(false);
    expect(shouldKeepQuery(read(['module', 'phone']))).toBe(false);
    expect(shouldKeepQuery(read(['leads', 'list', { page: 2 }], 'error'))).toBe(false);
  });

  it('recognises an edit conflict also after a reload turned the error into plain JSON', () => {
    expect(isEditConflict(JSON.parse(JSON.stringify({ status: 409, code: 'EDIT_CONFLICT' })))).toBe(true);
    expect(isEditConflict({ code: 'LEAD_CHANGED_MEANWHILE' })).toBe(false);
    expect(isEditConflict(undefined)).toBe(false);
  });

  describe('read back from the device', () => {
    const storage = (getItem: () => Promise<string | null>) => ({
      getItem,
      setItem: vi.fn(async () => undefined),
      removeItem: vi.fn(async () => undefined),
    });
    const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, 600));

    it('starts from the network when the copy cannot be read in time, and never writes over that copy', async () => {
      const blocked = storage(() => new Promise<string | null>(() => undefined)); // Safari's stuck IndexedDB
      const persister = offlinePersister('u1', { storage: blocked, restoreLimitMs: 50 });
      await expect(persister.restoreClient()).resolves.toBeUndefined();
      await persister.persistClient(client([query(['leads', 'list', {}], 1)]));
      await afterThrottle();
      expect(blocked.setItem).not.toHaveBeenCalled();
    });

    it('keeps the copy up to date once it was read (or there was none)', async () => {
      const empty = storage(async () => null);
      const persister = offlinePersister('u1', { storage: empty, restoreLimitMs: 50 });
      await expect(persister.restoreClient()).resolves.toBeUndefined();
      await persister.persistClient(client([query(['leads', 'list', {}], 1)]));
      await afterThrottle();
      expect(empty.setItem).toHaveBeenCalledWith('crm-cache:u1', expect.stringContaining('leads'));
    });

    it('saves a burst of changes (a screen loading) not once per change: the first at once, then the latest', async () => {
      const empty = storage(async () => null);
      const persister = offlinePersister('u1', { storage: empty, restoreLimitMs: 50 });
      await persister.restoreClient();
      for (let page = 1; page <= 30; page++) void persister.persistClient(client([query(['leads', 'list', { page }], page)]));
      await afterThrottle();
      // A new read is written at once (a reload must not lose it); what came meanwhile waits for that write.
      expect(empty.setItem).toHaveBeenCalledTimes(2);
      expect(empty.setItem).toHaveBeenLastCalledWith('crm-cache:u1', expect.stringContaining('"page":30'));
    });

    it('saves at once when the app goes to the background', async () => {
      const empty = storage(async () => null);
      const persister = offlinePersister('u1', { storage: empty, restoreLimitMs: 50 });
      await persister.restoreClient();
      void persister.persistClient(client([query(['leads', 'list', {}], 1)]));
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      visibility.mockRestore();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(empty.setItem).toHaveBeenCalledWith('crm-cache:u1', expect.stringContaining('leads'));
    });
  });
});
