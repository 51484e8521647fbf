import { makeUser } from '../../test/fixtures';
import { hardNavigate } from '../hard-navigate';
import { getSession, login, logout, readSession, reloadSession, subscribeSession } from '../session';

vi.mock('../hard-navigate', () => ({ hardNavigate: vi.fn() }));

const user = makeUser({ name: 'Mona Hassan', role: 'Manager' });

describe('reading the stored session', () => {
  it('signs in from a stored user (JSON) and token', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', 'tok-1');
    reloadSession();
    expect(getSession()).toEqual({ user, token: 'tok-1' });
  });

  it('drops a password hash (or any field the contract does not declare) that an older build stored', () => {
    const stale = { ...user, passwordHash: '$2b$10$abcdefghijklmnopqrstuuv', deletedEmail: null, __v: 0 };
    localStorage.setItem('user', JSON.stringify(stale));
    localStorage.setItem('token', 'tok-1');
    expect(readSession()).toEqual({ user, token: 'tok-1' });
    expect(localStorage.getItem('user')).not.toMatch(/passwordHash|\$2b\$|deletedEmail|__v/);
  });

  it('treats an unparsable user as signed out', () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'tok-1');
    expect(readSession()).toBeNull();
  });

  it('treats a user that is not a user object as signed out', () => {
    localStorage.setItem('user', JSON.stringify({ hello: 'world' }));
    localStorage.setItem('token', 'tok-1');
    expect(readSession()).toBeNull();
  });

  it('treats a missing token as signed out', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(readSession()).toBeNull();
    reloadSession();
    expect(getSession()).toBeNull();
  });
});

describe('login and logout', () => {
  it('login stores the token and the user and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    login('tok-2', user);
    unsubscribe();

    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(getSession()).toEqual({ user, token: 'tok-2' });
    expect(listener).toHaveBeenCalled();
  });

  it('logout clears both, then the offline copy, and loads /login', async () => {
    login('tok-3', user);
    logout();

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getSession()).toBeNull();
    // The device's copy of the leads goes before the page does (a browser test checks IndexedDB).
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
  });
});
