/**
 * Sign-in sessions as the HTTP layer sees them (http/auth.ts, the operator's
 * sign-out): find a caller's session, keep it alive, end it. The SQL is
 * data/sessions.ts; these are its functions and row types, passed through so
 * http/ never imports data/ (docs/ARCHITECTURE.md).
 */
export { extendSession, findOperatorSession, findPlayerSession, revokeSession } from '../../data/sessions.js';
export type { OperatorIdentity, SessionTimes } from '../../data/sessions.js';
export type { UserRow } from '../../data/users.js';
