// Auth: sign-in, the session behind a bearer token, and the gate before a required password change.
export { sessionFor, type AuthSettings } from './auth.service';
export { confirmedCaller, presumedCaller, sameCaller, subjectOf } from './session';
export { passwordChangeRequired } from './password-change-required';
export { signToken } from './token';
