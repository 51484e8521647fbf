import {
  endsSession,
  ERROR_CODES,
  errorCodeSchema,
  errorResponse,
  isErrorCode,
  PASSWORD_CHANGE_REQUIRED,
  SESSION_ENDING_CODES,
  statusOf,
  type ErrorCode,
} from '../index';

const table = Object.entries(ERROR_CODES) as [ErrorCode, number][];

describe('ERROR_CODES', () => {
  it.each(table)('%s maps to the one HTTP error status %i', (code, status) => {
    expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
    expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true);
    expect(statusOf(code)).toBe(status);
    expect(errorCodeSchema.parse(code)).toBe(code);
    expect(isErrorCode(code)).toBe(true);
  });

  it('knows no other code', () => {
    expect(isErrorCode('TEAPOT')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(errorCodeSchema.safeParse('TEAPOT').success).toBe(false);
    expect(errorResponse.safeParse({ message: 'x', code: 'TEAPOT' }).success).toBe(false);
    expect(errorResponse.parse({ message: 'x', code: 'LEAD_NOT_FOUND' })).toEqual({
      message: 'x',
      code: 'LEAD_NOT_FOUND',
    });
  });

  it('names the codes that end a session: 401s, but not a failed sign-in', () => {
    for (const code of SESSION_ENDING_CODES) expect(statusOf(code)).toBe(401);
    expect(endsSession('SESSION_ENDED')).toBe(true);
    expect(endsSession('BAD_CREDENTIALS')).toBe(false);
    expect(endsSession('FORBIDDEN')).toBe(false);
    expect(endsSession(undefined)).toBe(false);
  });

  it('keeps the password-change code the web and API already share', () => {
    expect(statusOf(PASSWORD_CHANGE_REQUIRED)).toBe(403);
  });
});
