import { checkForUpdatesInForeground } from '../check-for-updates';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  // Back to jsdom's own getter.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('checkForUpdatesInForeground', () => {
  const registration = () => ({ update: vi.fn(async () => undefined as never), installing: null });

  it('asks the server for a new service worker each time the app comes back to the foreground', () => {
    const reg = registration();
    const onVisible = vi.fn();
    const stop = checkForUpdatesInForeground(reg, onVisible);
    setVisibility('hidden');
    expect(reg.update).not.toHaveBeenCalled();
    setVisibility('visible');
    setVisibility('hidden');
    setVisibility('visible');
    expect(reg.update).toHaveBeenCalledTimes(2);
    expect(onVisible).toHaveBeenCalledTimes(2);
    stop();
    setVisibility('visible');
    expect(reg.update).toHaveBeenCalledTimes(2);
  });

  it('does not ask while offline or while a new worker is already installing', () => {
    const installing = { ...registration(), installing: {} as ServiceWorker };
    const stopInstalling = checkForUpdatesInForeground(installing);
    setVisibility('visible');
    expect(installing.update).not.toHaveBeenCalled();
    stopInstalling();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = registration();
    const stopOffline = checkForUpdatesInForeground(offline);
    setVisibility('visible');
    expect(offline.update).not.toHaveBeenCalled();
    stopOffline();
  });

  it('swallows a failed check (the server unreachable): the next return tries again', async () => {
    const reg = { update: vi.fn(() => Promise.reject(new Error('offline'))), installing: null };
    const stop = checkForUpdatesInForeground(reg);
    setVisibility('visible');
    await Promise.resolve();
    expect(reg.update).toHaveBeenCalledTimes(1);
    stop();
  });
});
