import { act, renderHook, waitFor } from '@testing-library/react';
import { useBackCloses } from '../use-back-closes';

const dialogEntry = () => (window.history.state as { dialog?: number } | null)?.dialog;

describe('the back button closes a dialog', () => {
  it('opening adds a history entry on the same page; going back closes the dialog', async () => {
    const before = window.history.length;
    const url = window.location.href;
    const onBack = vi.fn();
    renderHook(() => useBackCloses(true, onBack));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.href).toBe(url);

    act(() => window.history.back());
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
  });

  it('closed from inside, its entry is taken back, so Back then leaves the page as before', async () => {
    const onBack = vi.fn();
    const { rerender } = renderHook(({ open }) => useBackCloses(open, onBack), { initialProps: { open: true } });
    expect(dialogEntry()).toBeDefined();
    rerender({ open: false });
    await waitFor(() => expect(dialogEntry()).toBeUndefined());
    expect(onBack).not.toHaveBeenCalled();
  });

  it('over another dialog, back closes only the top one', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    renderHook(() => useBackCloses(true, outer));
    renderHook(() => useBackCloses(true, inner));
    act(() => window.history.back());
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    expect(outer).not.toHaveBeenCalled();
  });

  it('closed by following a link in it, its entry stays under the new page', async () => {
    const link = document.createElement('a');
    link.href = '#next';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    const { rerender } = renderHook(({ open }) => useBackCloses(open, vi.fn()), { initialProps: { open: true } });
    const entry = dialogEntry();
    link.click();
    rerender({ open: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialogEntry()).toBe(entry);
    link.remove();
  });
});
