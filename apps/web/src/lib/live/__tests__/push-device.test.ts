import { describe, expect, it } from 'vitest';
import { keyBytes } from '../push-device';

describe('keyBytes', () => {
  it("turns a base64url VAPID key (no padding, '-' and '_') into its bytes", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 251) % 256);
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(base64url).toMatch(/[-_]/);
    expect([...keyBytes(base64url)]).toEqual([...bytes]);
  });
});
