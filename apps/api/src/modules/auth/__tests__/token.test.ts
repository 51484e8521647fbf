import jwt from 'jsonwebtoken';
import { signToken, verifyToken } from '../token';

const SECRET = 'a-secret-of-thirty-two-characters';

describe('verifyToken', () => {
  afterEach(() => jest.useRealTimers());

  it('names the session of a token it signed, checking its signature once', () => {
    const token = signToken({ userId: 'u1', tokenVersion: 3 }, SECRET, '1h');
    const verify = jest.spyOn(jwt, 'verify');
    try {
      expect(verifyToken(token, SECRET)).toEqual({ userId: 'u1', tokenVersion: 3 });
      expect(verifyToken(token, SECRET)).toEqual({ userId: 'u1', tokenVersion: 3 });
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a token it checked before once its expiry has passed', () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
    const token = signToken({ userId: 'u2', tokenVersion: 0 }, SECRET, '1h');
    expect(verifyToken(token, SECRET)).not.toBeNull();
    jest.setSystemTime(new Date('2026-12-01T10:59:59Z'));
    expect(verifyToken(token, SECRET)).not.toBeNull();
    jest.setSystemTime(new Date('2026-12-01T11:00:01Z'));
    expect(verifyToken(token, SECRET)).toBeNull();
    expect(verifyToken(token, SECRET)).toBeNull();
  });

  it('does not take a token checked under one secret as valid under another', () => {
    const token = signToken({ userId: 'u3', tokenVersion: 0 }, SECRET, '1h');
    expect(verifyToken(token, SECRET)).not.toBeNull();
    expect(verifyToken(token, 'another-secret-of-thirty-two-chars')).toBeNull();
  });

  it('refuses a forged token, however often it is sent', () => {
    const token = signToken({ userId: 'u4', tokenVersion: 0 }, SECRET, '1h');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect(verifyToken(forged, SECRET)).toBeNull();
    expect(verifyToken(forged, SECRET)).toBeNull();
  });
});
