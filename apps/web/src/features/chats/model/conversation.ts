import type { Message } from '@crm/contracts';

/** Messages in conversation order: by time, then id (the server's cursor order). */
const compare = (a: Message, b: Message) =>
  a.createdAt === b.createdAt
    ? a._id < b._id
      ? -1
      : a._id > b._id
        ? 1
        : 0
    : Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** One ordered list from what was held and what arrived (a poll, an older page), each message once. */
export function mergeMessages(held: readonly Message[], arrived: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const message of [...held, ...arrived]) byId.set(message._id, message);
  return [...byId.values()].sort(compare);
}

/** A message typed here and not yet in the conversation as the server holds it. */
export interface OutgoingMessage {
  /** Sent as the message's clientId: the server echoes it on the message. */
  tempId: string;
  body: string;
  status: 'sending' | 'failed' | 'sent';
  /** The server's id once sent. */
  sentId?: string;
}

/**
 * What still shows below the conversation: not yet sent, failed, or sent but not polled back yet.
 * An entry leaves as soon as the conversation holds its message, known by the clientId it carries,
 * so a poll that brings it before the send's own answer does not show it twice.
 */
export const pendingOf = (outbox: readonly OutgoingMessage[], held: readonly Message[]) => {
  const arrived = new Set(held.flatMap((m) => (m.clientId ? [m._id, m.clientId] : [m._id])));
  return outbox.filter((m) => !arrived.has(m.tempId) && !(m.sentId && arrived.has(m.sentId)));
};

/** Spec: empty text is ignored. */
export const sendableText = (text: string) => text.trim();

type Keys = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>;

/** Esc or Ctrl/Cmd+W closes the open conversation. */
export const isCloseKey = (e: Keys) => e.key === 'Escape' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'w');

/** Fewer than a full page came back: nothing older is left. */
export const hasOlderAfter = (pageLength: number, pageSize: number) => pageLength >= pageSize;
