import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLiveStream } from '../hold-live-stream';
import { keysMadeStaleBy } from '../use-live-events';
import type { ServerSentEvent } from '../event-stream-parser';

/** A stream answer that sends `text` and then ends (the connection dropped). */
const streamOf = (text: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

const holds: { stop: () => void }[] = [];
afterEach(() => holds.splice(0).forEach((hold) => hold.stop()));

describe('holdLiveStream', () => {
  it('sends the bearer header, passes each event on, and reconnects with the last id heard', async () => {
    const requests: Headers[] = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Headers(init?.headers));
      return requests.length === 1
        ? streamOf('id: e1\nevent: lead.assigned\ndata: {"id":"42"}\n\n')
        : new Response(null, { status: 401 });
    });
    const events: ServerSentEvent[] = [];
    const openings: boolean[] = [];
    const hold = holdLiveStream({
      token: () => 'tok',
      onEvent: (event) => events.push(event),
      onOpenChange: (open) => openings.push(open),
      firstRetryMs: 1,
      fetchImpl: fetchImpl as typeof fetch,
    });
    holds.push(hold);
    await hold.ended;
    expect(requests).toHaveLength(2);
    expect(events).toEqual([{ id: 'e1', event: 'lead.assigned', data: '{"id":"42"}' }]);
    expect(requests[0]?.get('Authorization')).toBe('Bearer tok');
    expect(requests[0]?.get('Last-Event-ID')).toBeNull();
    expect(requests[1]?.get('Last-Event-ID')).toBe('e1');
    expect(openings).toEqual([true, false, false]);
  });

  it('stops on a refusal (the session is gone): polling goes on alone', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 403 }));
    const hold = holdLiveStream({
      token: () => 'tok',
      onEvent: () => undefined,
      onOpenChange: () => undefined,
      firstRetryMs: 1,
      fetchImpl: fetchImpl as typeof fetch,
    });
    holds.push(hold);
    await hold.ended;
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries with back-off after a network failure', async () => {
    let calls = 0;
    const fetchImpl = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 401 });
    });
    const hold = holdLiveStream({
      token: () => 'tok',
      onEvent: () => undefined,
      onOpenChange: () => undefined,
      firstRetryMs: 1,
      fetchImpl: fetchImpl as typeof fetch,
    });
    holds.push(hold);
    await hold.ended;
    expect(calls).toBe(3);
  });
});

describe('keysMadeStaleBy', () => {
  const event = (name: string): ServerSentEvent => ({ id: '', event: name, data: '{}' });
  it('refetches the leads, the notices, the chats or the tasks the event names, and nothing for others', () => {
    expect(keysMadeStaleBy(event('lead.assigned'))).toEqual([['leads']]);
    expect(keysMadeStaleBy(event('notification'))).toEqual([['notifications']]);
    expect(keysMadeStaleBy(event('chat.message'))).toEqual([['chats']]);
    expect(keysMadeStaleBy(event('task.due'))).toEqual([['tasks']]);
    expect(keysMadeStaleBy(event('something.else'))).toEqual([]);
  });
});
