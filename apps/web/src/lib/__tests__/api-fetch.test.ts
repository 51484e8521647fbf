import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { whenFirstScreenPainted } from '../when-first-screen-painted';
import { holdRequestsUntil, sendRequest } from '../api-fetch';
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

  it('does not wait forever when no frame comes (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const container = document.createElement('div');
    let painted = false;
    void whenFirstScreenPainted(container, 30).then(() => (painted = true));
    container.append(document.createElement('main'));
    await vi.waitFor(() => expect(painted).toBe(true));
  });
});
