import { act, renderHook } from '@testing-library/react';
import { holdRequestsUntil } from '../api-fetch';
import { useAfterFirstPaint } from '../use-after-first-paint';

/** Lets the hook see that nothing (or a released paint) holds it: a promise settles. */
const settle = () => act(async () => {});

describe('useAfterFirstPaint', () => {
  it('stays false through the first render and turns true when the browser is idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 7));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await settle();
    act(() => idle!());
    expect(result.current).toBe(true);
  });

  it('asks for idle time only once the first screen has painted, however idle the browser is before', async () => {
    const requestIdle = vi.fn((cb: () => void) => (cb(), 7));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    let paint!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (paint = resolve)));
    const { result } = renderHook(() => useAfterFirstPaint());
    await settle();
    expect(requestIdle).not.toHaveBeenCalled();
    expect(result.current).toBe(false);

    paint();
    await settle();
    expect(requestIdle).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(true);
  });

  it('cancels its wait when the screen leaves first', async () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = renderHook(() => useAfterFirstPaint());
    await settle();
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('never asks for idle time when the screen leaves before its first paint', async () => {
    const requestIdle = vi.fn(() => 7);
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    let paint!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (paint = resolve)));
    renderHook(() => useAfterFirstPaint()).unmount();
    paint();
    await settle();
    expect(requestIdle).not.toHaveBeenCalled();
  });
});
