/**
 * What the chats module tells the others (core/events.ts): ids only, never a message's text, so a
 * listener that relays it (a live stream, a push to a phone) reads what it may show itself.
 */
export interface ChatMessageSent {
  messageId: string;
  senderId: string;
  recipientId: string;
}

declare module '../../core/events' {
  interface DomainEvents {
    /** A new message (not a Retry of one already sent). */
    'chat.messageSent': ChatMessageSent;
  }
}
