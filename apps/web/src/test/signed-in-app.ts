import type { User } from '@crm/contracts';
import { routes } from '../app/router';
import { AGENCY_SETTINGS } from './agency-settings';
import { login } from '../lib/session';
import { mockFetch, type RecordedRequest } from './mock-fetch';
import { renderRoutes } from './render';

export type Reply = { status?: number; body?: unknown } | undefined;
export type Answer = (request: RecordedRequest) => Reply;

/**
 * Signs `user` in and renders the whole app at `path`. Each API call is answered by the test's own
 * `reply` first, then the session (/api/auth/me), then the screen's usual `answers`, then the
 * agency's settings (in Cairo: AGENCY_SETTINGS), else a 404.
 */
export function renderSignedIn(
  user: User,
  { path, answers, reply }: { path: string; answers: Answer; reply?: Answer },
) {
  login('tok', user);
  const fetch = mockFetch((request) => {
    const own = reply?.(request);
    if (own) return own;
    const { pathname } = new URL(request.url, 'http://x');
    if (pathname === '/api/auth/me') return { body: user };
    const answer = answers(request);
    if (answer) return answer;
    if (pathname === '/api/settings') return { body: AGENCY_SETTINGS };
    return { status: 404, body: { message: 'Not found' } };
  });
  // The URL filters (nuqs' React Router adapter) read the browser's location: start it where the router
  // starts, and drop what nuqs still holds of the previous test's URL (it does so on any Back/Forward).
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  return { ...fetch, ...renderRoutes(routes, { path }) };
}
