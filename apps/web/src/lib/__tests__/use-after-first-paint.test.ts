import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint } from '../use-after-first-paint';

describe('useAfterFirstPaint', () => {
  it('stays false through the first render and turns true when the browser is idle', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 7));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => idle!());
    expect(result.current).toBe(true);
  });

  it('cancels its wait when the screen leaves first', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    renderHook(() => useAfterFirstPaint()).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
