import { onlineManager } from '@tanstack/react-query';
import { sendRequest } from '../api-fetch';
import { NoConnectionError } from '../api-error';
import { watchConnectivity } from './connectivity';

describe('the connectivity watch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('takes a call with no answer for offline, then probes the server until it answers', async () => {
    const probe = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const waits: number[] = [];
    let wake!: () => void;
    const stop = watchConnectivity(probe, (ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (wake = resolve));
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(sendRequest({ method: 'GET', url: '/api/leads', withToken: true })).rejects.toBeInstanceOf(NoConnectionError);
    expect(onlineManager.isOnline()).toBe(false);
    wake(); // the first probe: still no answer
    await vi.waitFor(() => expect(waits).toHaveLength(2));
    expect(onlineManager.isOnline()).toBe(false);
    wake(); // the second: answered
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(true));
    expect(probe).toHaveBeenCalledTimes(2);
    expect(probe.mock.calls[0]![0]).toBe('/api/health');
    expect(waits).toEqual([1_000, 2_000]);
    stop();
  });

  it('leaves the state alone when the server answers, even with an error, or the call was cancelled', async () => {
    const stop = watchConnectivity(vi.fn(), async () => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 503 })));
    await expect(sendRequest({ method: 'GET', url: '/api/leads', withToken: true })).rejects.toMatchObject({
      status: 503,
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(sendRequest({ method: 'GET', url: '/api/leads', withToken: true })).rejects.toThrow('aborted');
    expect(onlineManager.isOnline()).toBe(true);
    stop();
  });
});
