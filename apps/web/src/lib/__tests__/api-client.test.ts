import { contract } from '@crm/contracts/routes';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { apiRequest, buildUrl, downloadFile } from '../api-client';
import { ApiError, errorMessage, NoConnectionError } from '../api-error';
import { hardNavigate } from '../hard-navigate';
import { getSession, login } from '../session';

vi.mock('../hard-navigate', () => ({ hardNavigate: vi.fn() }));

const user = makeUser({ role: 'Admin' });
const page = { items: [], total: 0, page: 1, limit: 10 };

beforeEach(() => {
  vi.mocked(hardNavigate).mockClear();
  login('secret-token', user);
});

describe('apiRequest', () => {
  it('sends the bearer token and JSON body, and returns the parsed answer', async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: { ...user, name: 'New' } }));
    const created = await apiRequest(contract.users.create, { body: { name: 'New', email: 'n@a.co', role: 'Agent' } });

    expect(created.name).toBe('New');
    expect(calls[0]).toMatchObject({
      url: '/api/users',
      method: 'POST',
      body: { name: 'New', email: 'n@a.co', role: 'Agent' },
    });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('does not send the token to the login call under /api/auth/', async () => {
    const { calls } = mockFetch(() => ({ body: { token: 't', user } }));
    await apiRequest(contract.auth.login, { body: { email: 'a@b.co', password: 'x' } });
    expect(calls[0]!.url).toBe('/api/auth/login');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('fills path params and skips empty query values', async () => {
    const { calls } = mockFetch(() => ({ body: page }));
    await apiRequest(contract.users.list, { query: { search: '', role: undefined, page: 2, limit: 10 } });
    expect(calls[0]!.url).toBe('/api/users?page=2&limit=10');
    expect(buildUrl(contract.users.update, { params: { id: 'abc' } })).toBe('/api/users/abc');
  });

  it("surfaces the server's message in an ApiError", async () => {
    mockFetch(() => ({ status: 409, body: { message: 'A user with this email already exists', code: 'CONFLICT' } }));
    const error = await apiRequest(contract.users.remove, { params: { id: 'x' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'A user with this email already exists' });
    expect(errorMessage(error, 'Delete failed')).toBe('A user with this email already exists');
  });

  it('falls back to the screen’s text when the server sent no message', async () => {
    mockFetch(() => ({ status: 502 }));
    const error = await apiRequest(contract.teams.list).catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to load teams')).toBe('Failed to load teams');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to load teams')).toBe('Failed to load teams');
  });

  it('offline, refuses a change at once without sending it, saying it needs a connection', async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: user }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await apiRequest(contract.users.create, { body: { name: 'N', email: 'n@a.co', role: 'Agent' } }).catch(
      (e: unknown) => e,
    );
    vi.restoreAllMocks();
    expect(error).toBeInstanceOf(NoConnectionError);
    expect(calls).toHaveLength(0);
    expect(errorMessage(error, 'Add failed')).toBe(
      'No connection - this needs the network. Try again when you are back online.',
    );
  });

  it('a call that gets no answer is a NoConnectionError (not a refusal by the server)', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest(contract.teams.list)).rejects.toBeInstanceOf(NoConnectionError);
  });

  it('on a session-ending code (401 SESSION_ENDED) clears the session and goes to /login', async () => {
    mockFetch(() => ({
      status: 401,
      body: { message: 'Your session has expired. Please sign in again.', code: 'SESSION_ENDED' },
    }));
    await expect(apiRequest(contract.teams.list)).rejects.toMatchObject({ status: 401 });

    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it('keeps the page on a 401 from the login call itself (wrong password)', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Invalid email or password', code: 'BAD_CREDENTIALS' } }));
    const error = await apiRequest(contract.auth.login, { body: { email: 'a@b.co', password: 'bad' } }).catch(
      (e: unknown) => e,
    );

    expect(errorMessage(error, 'Login failed')).toBe('Invalid email or password');
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });

  it('on a 403 PASSWORD_CHANGE_REQUIRED keeps the session but marks it, so the guard opens that screen', async () => {
    mockFetch(() => ({
      status: 403,
      body: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please choose a new password first' },
    }));
    await expect(apiRequest(contract.teams.list)).rejects.toMatchObject({ status: 403 });

    expect(getSession()).toMatchObject({ token: 'secret-token', user: { _id: user._id, mustChangePassword: true } });
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('keeps an unknown code out of the typed code', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'Odd', code: 'NOT_A_CODE' } }));
    const error = await apiRequest(contract.teams.list).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: undefined, serverMessage: 'Odd' });
    expect(getSession()).not.toBeNull();
  });

  it('leaves the session alone on any other 403', async () => {
    mockFetch(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'You are not allowed to do this' } }));
    await expect(apiRequest(contract.teams.list)).rejects.toMatchObject({ status: 403 });
    expect(getSession()?.user.mustChangePassword).toBe(false);
  });
});

describe('downloadFile', () => {
  it('fetches the export with the token and saves it under the given name', async () => {
    const { calls } = mockFetch(() => ({ body: 'xlsx' }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    await downloadFile(contract.users.exportXlsx, 'users.xlsx');

    expect(calls[0]!.url).toBe('/api/users/export');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(clicked[0]).toMatchObject({ download: 'users.xlsx', href: 'blob:users' });
  });
});
