import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { whenFirstScreenPainted } from '../when-first-screen-painted';
import { holdRequestsUntil, sendRequest, whenRequestsGo } from '../api-fetch';
import { login } from '../session';

const get = (url: string) => sendRequest({ method: 'GET', url, withToken: true });
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(() => login('t', makeUser()));

describe('holdRequestsUntil (the first screen paints before its queries go out)', () => {
  it('sends nothing while held, then every held call, and later calls at once', async () => {
    const { calls } = mockFetch(() => ({ body: {} }));
    let paint!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (paint = resolve)));

    const held = [get('/api/auth/me'), get('/api/settings')];
    await tick();
    expect(calls).toHaveLength(0);

    paint();
    await Promise.all(held);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/settings']);

    await get('/api/leads');
    expect(calls).toHaveLength(3);
  });
});

describe('whenRequestsGo (other loads wait with the calls)', () => {
  it('waits while calls are held, and not at all when none are', async () => {
    let paint!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (paint = resolve)));
    let gone = false;
    void whenRequestsGo().then(() => (gone = true));
    await tick();
    expect(gone).toBe(false);

    paint();
    await vi.waitFor(() => expect(gone).toBe(true));
    await expect(whenRequestsGo()).resolves.toBeUndefined();
  });
});

describe('whenFirstScreenPainted', () => {
  it('waits for the first commit into the container, then for the frame after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="app-loading"></div>';
    let painted = false;
    void whenFirstScreenPainted(container).then(() => (painted = true));

    await tick();
    expect(painted).toBe(false);

    container.replaceChildren(document.createElement('main')); // what React's first commit does
    await vi.waitFor(() => expect(painted).toBe(true));
  });

  it("waits for the browser's first-contentful-paint report where it gives one", async () => {
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const report = (name: string) =>
      observers.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
    const container = document.createElement('div');
    let painted = false;
    void whenFirstScreenPainted(container).then(() => (painted = true));
    container.append(document.createElement('main'));
    await tick();
    await tick(); // frames have come and gone: not yet on the screen until the browser says so
    expect(observers).toHaveLength(1);
    expect(painted).toBe(false);

    report('first-paint'); // the spinner's paint is not content
    await tick();
    expect(painted).toBe(false);

    report('first-contentful-paint');
    await vi.waitFor(() => expect(painted).toBe(true));
  });

  it('waits for the frame after the commit when the saved shell made the first contentful paint', async () => {
    const observe = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe = observe;
        disconnect() {}
      },
    );
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
      name === 'first-contentful-paint' ? ([{ name }] as PerformanceEntryList) : [],
    );
    const container = document.createElement('div');
    let painted = false;
    void whenFirstScreenPainted(container).then(() => (painted = true));
    container.append(document.createElement('main'));
    // No report will come (the page has had its one): the frame after the commit says it.
    await vi.waitFor(() => expect(painted).toBe(true));
    expect(observe).not.toHaveBeenCalled();
  });

  it('does not wait forever when no frame comes (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const container = document.createElement('div');
    let painted = false;
    void whenFirstScreenPainted(container, 30).then(() => (painted = true));
    container.append(document.createElement('main'));
    await vi.waitFor(() => expect(painted).toBe(true));
  });
});
