// Auth: sign-in, the session behind a bearer token, and the gate before a required password change.
export { sessionFor, toUserDto, type AuthSettings } from './auth.service';
export { authenticateToken, confirmedCaller, presumedCaller, subjectOf } from './session';
export { authenticate } from './authenticate';
export { signToken } from './token';
