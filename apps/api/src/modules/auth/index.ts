// Auth: sign-in, the session behind a bearer token, sign-in links used, and the gate before a
// required password change.
export { authenticate } from './authenticate';
export { signToken } from './token';
export { addressKey } from './address-key';
