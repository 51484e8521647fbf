// Auth: sign-in, the session behind a bearer token, and the gate before a required password change.
export { authenticateToken, sessionFor, toUserDto, type AuthSettings } from './auth.service';
export { passwordChangeRequired } from './password-change-required';
export { signToken } from './token';
