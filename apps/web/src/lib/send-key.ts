type Keys = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'isComposing'>;

/**
 * A screen typed on by touch only (a phone): its keyboard has no Shift+Enter, so there Enter breaks
 * the line and the Send button sends. A tablet with a keyboard or a laptop has a fine pointer too.
 */
export const typesByTouchOnly = () =>
  Boolean(window.matchMedia?.('(pointer: coarse)').matches) && !window.matchMedia?.('(any-pointer: fine)').matches;

/**
 * Whether this key sends a message or a feedback entry: Enter with a keyboard (Shift+Enter breaks
 * the line, and an Enter that ends an IME composition does neither); never on a touch-only screen.
 */
export const isSendKey = (e: Keys, touchOnly = typesByTouchOnly()) =>
  e.key === 'Enter' && !e.shiftKey && !e.altKey && !e.isComposing && !touchOnly;
