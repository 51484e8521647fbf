/** One server-sent event, as the stream wrote it (WHATWG HTML, "Interpreting an event stream"). */
export interface ServerSentEvent {
  /** The event's id, or '' when it had none. */
  id: string;
  event: string;
  data: string;
}

/**
 * A reader of `text/event-stream` text fed in chunks as they arrive (a chunk may cut a line or an
 * event anywhere): each complete event goes to `onEvent`; comment lines (the heartbeat) are skipped.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void) {
  let pending = '';
  let id = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
    id = '';
    event = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk: string) => {
    pending += chunk;
    // Lines end in LF or CRLF (the portal writes LF; a lone CR, allowed by the spec, is not used).
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    lines.forEach(readLine);
  };
}
