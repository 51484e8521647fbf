import { createEventStreamParser, type ServerSentEvent } from './event-stream-parser';

export const LIVE_EVENTS_URL = '/api/events';
/** The first retry waits this long, each next one twice as long, up to the cap. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 60_000;

export interface LiveStreamOptions {
  /** The session's token now (a reconnect after a token refresh takes the new one); none ends the hold. */
  token: () => string | null;
  onEvent: (event: ServerSentEvent) => void;
  onOpenChange: (open: boolean) => void;
  /** Waits before a call may go (the api client's hold on the first paint). */
  whenRequestsGo?: () => Promise<void>;
  firstRetryMs?: number;
  fetchImpl?: typeof fetch;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Holds `GET /api/events` with the bearer header (an EventSource cannot send one, and a token in
 * the URL would sit in logs), reconnecting with back-off and `Last-Event-ID` so the server replays
 * what was missed. A refusal (401, 403, 404) ends the hold: polling carries on alone. `ended`
 * settles when it has stopped trying (refused, signed out, or stopped).
 */
export function holdLiveStream(options: LiveStreamOptions): { stop: () => void; ended: Promise<void> } {
  const stop = new AbortController();
  const fetchEvents = options.fetchImpl ?? fetch;
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  let lastEventId = '';

  async function readOnce(token: string): Promise<'refused' | 'dropped'> {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetchEvents(LIVE_EVENTS_URL, { headers, signal: stop.signal, cache: 'no-store' });
    // A client error will not change on a retry (401 and 403: no session; 404: an API without the stream).
    if (response.status >= 400 && response.status < 500 && response.status !== 429) return 'refused';
    if (!response.ok || !response.body) return 'dropped';
    options.onOpenChange(true);
    const feed = createEventStreamParser((event) => {
      if (event.id) lastEventId = event.id;
      options.onEvent(event);
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'dropped';
      feed(decoder.decode(value, { stream: true }));
    }
  }

  const ended = (async () => {
    await options.whenRequestsGo?.();
    let retryMs = firstRetryMs;
    while (!stop.signal.aborted) {
      const token = options.token();
      if (!token) break;
      let outcome: 'refused' | 'dropped' | 'failed' = 'failed';
      const startedAt = Date.now();
      try {
        outcome = await readOnce(token);
      } catch {
        // No network, or the stream cut: try again after the back-off.
      }
      options.onOpenChange(false);
      if (outcome === 'refused' || stop.signal.aborted) break;
      // A stream that stayed up a while dropped for a passing reason: start the back-off over.
      if (Date.now() - startedAt > LAST_RETRY_MS) retryMs = firstRetryMs;
      await pause(retryMs + Math.random() * retryMs * 0.2, stop.signal);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
  })();

  return {
    stop: () => {
      stop.abort();
      options.onOpenChange(false);
    },
    ended,
  };
}
