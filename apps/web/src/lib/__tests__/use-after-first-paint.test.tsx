import { renderHook, waitFor } from '@testing-library/react';
import { holdRequestsUntil } from '../api-fetch';
import { useAfterFirstPaint } from '../use-after-first-paint';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useAfterFirstPaint', () => {
  it('stays false while the first screen has not painted, however idle the browser is', async () => {
    let paint!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (paint = resolve)));
    const { result } = renderHook(() => useAfterFirstPaint(50));

    await pause(400); // idle callbacks (or their fallback timer) have had every chance
    expect(result.current).toBe(false);

    paint();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('turns true once idle when nothing holds the first paint (a later screen)', async () => {
    const { result } = renderHook(() => useAfterFirstPaint(50));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
