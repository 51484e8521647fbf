import type { Message } from '@crm/contracts';
import { isSendKey } from '../../../lib/send-key';
import { hasOlderAfter, isCloseKey, mergeMessages, pendingOf, sendableText } from './conversation';

const msg = (id: string, createdAt: string, body = id): Message => ({
  _id: id.padStart(24, '0'),
  senderId: 'a'.repeat(24),
  body,
  subject: null,
  createdAt,
});

const keys = (
  key: string,
  mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing', boolean>> = {},
) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...mods,
});

describe('mergeMessages', () => {
  it('keeps each message once, in time then id order', () => {
    const a = msg('1', '2026-01-01T10:00:00.000Z');
    const b = msg('2', '2026-01-01T10:00:01.000Z');
    const c = msg('3', '2026-01-01T10:00:01.000Z');
    const olderPage = [msg('0', '2026-01-01T09:00:00.000Z')];
    expect(mergeMessages([a, c], [b, c]).map((m) => m.body)).toEqual(['1', '2', '3']);
    expect(mergeMessages([a, b], olderPage).map((m) => m.body)).toEqual(['0', '1', '2']);
    expect(mergeMessages([], [])).toEqual([]);
  });
});

describe('pendingOf', () => {
  it('drops a sent message once the conversation holds it, keeps sending and failed ones', () => {
    const held = [msg('9', '2026-01-01T10:00:00.000Z')];
    const outbox = [
      { tempId: 't1', body: 'sent', status: 'sent' as const, sentId: held[0]!._id },
      { tempId: 't2', body: 'sent, not polled back yet', status: 'sent' as const, sentId: 'f'.repeat(24) },
      { tempId: 't3', body: 'failed', status: 'failed' as const },
      { tempId: 't4', body: 'sending', status: 'sending' as const },
    ];
    expect(pendingOf(outbox, held).map((m) => m.tempId)).toEqual(['t2', 't3', 't4']);
  });

  it('drops a message still sending once a poll brings it back, known by its clientId', () => {
    const held = [{ ...msg('9', '2026-01-01T10:00:00.000Z', 'On my way'), clientId: 't1' }];
    const outbox = [
      { tempId: 't1', body: 'On my way', status: 'sending' as const },
      { tempId: 't2', body: 'On my way', status: 'sending' as const },
    ];
    expect(pendingOf(outbox, held).map((m) => m.tempId)).toEqual(['t2']);
  });
});

describe('keys', () => {
  it.each([
    [keys('Enter'), true],
    [keys('Enter', { shiftKey: true }), false],
    [keys('Enter', { isComposing: true }), false],
    [keys('Enter', { altKey: true }), false],
    [keys('a'), false],
  ])('send on %o: %s', (event, sends) => expect(isSendKey(event, false)).toBe(sends));

  it('never sends on Enter on a touch-only screen (its keyboard has no Shift+Enter)', () => {
    expect(isSendKey(keys('Enter'), true)).toBe(false);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList);
    expect(isSendKey(keys('Enter'))).toBe(false);
  });

  it.each([
    [keys('Escape'), true],
    [keys('w', { ctrlKey: true }), true],
    [keys('W', { metaKey: true }), true],
    [keys('w'), false],
    [keys('Enter'), false],
  ])('close on %o: %s', (event, closes) => expect(isCloseKey(event)).toBe(closes));
});

describe('small rules', () => {
  it('ignores empty text and offers older messages only after a full page', () => {
    expect(sendableText('  \n ')).toBe('');
    expect(sendableText(' hi ')).toBe('hi');
    expect(hasOlderAfter(50, 50)).toBe(true);
    expect(hasOlderAfter(5, 50)).toBe(false);
  });
});
