import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ServerSentEvent } from '../event-stream-parser';

const parse = (...chunks: string[]) => {
  const events: ServerSentEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  chunks.forEach(feed);
  return events;
};

describe('createEventStreamParser', () => {
  it('reads named events with their id and data, as the portal writes them', () => {
    expect(parse('id: 65a1\nevent: lead.assigned\ndata: {"id":"42"}\n\n')).toEqual([
      { id: '65a1', event: 'lead.assigned', data: '{"id":"42"}' },
    ]);
  });

  it('joins an event cut anywhere across chunks, CRLF lines included', () => {
    expect(parse('id: 1\r\nev', 'ent: notification\r\ndata: {"unr', 'ead":3}\r\n', '\r\n')).toEqual([
      { id: '1', event: 'notification', data: '{"unread":3}' },
    ]);
  });

  it('skips the heartbeat comments and waits for the blank line that ends an event', () => {
    expect(parse(':\n\n', ': keep-alive\n\n', 'event: chat.message\ndata: {}\n')).toEqual([]);
  });

  it('joins several data lines with a newline and calls an unnamed event "message"', () => {
    expect(parse('data: a\ndata: b\n\n')).toEqual([{ id: '', event: 'message', data: 'a\nb' }]);
  });
});
