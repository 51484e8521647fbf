import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';

export interface StreamedEvent {
  id: string;
  event: string;
  data: unknown;
}

/** Listens on a loopback port (a stream needs a real connection, which supertest does not keep). */
export async function listenOnLoopback(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Holds `GET /api/events` as a browser's fetch would, and collects its events. `waitFor` polls
 * what arrived (bounded), never sleeps a fixed time.
 */
export async function openEventStream(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  const events: StreamedEvent[] = [];
  let raw = '';
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        raw += decoder.decode(chunk as Uint8Array, { stream: true });
        const blocks = raw.split('\n\n');
        raw = blocks.pop() ?? '';
        for (const block of blocks) {
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
          ) as Record<string, string>;
          if (fields.event)
            events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? 'null') });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  async function waitFor(predicate: (event: StreamedEvent) => boolean, withinMs = 2_000): Promise<StreamedEvent> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no such event within ${withinMs} ms; heard ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    response,
    events,
    waitFor,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
