/**
 * Sign-in sessions as the HTTP layer sees them (http/auth.ts): find a
 * caller's session, keep it alive. Ending one is sign-out's job
 * (features/users/accounts.ts, features/operators/signIn.ts). The SQL is
 * data/sessions.ts; these are its functions and row types, passed through so
 * http/ never imports data/ (docs/ARCHITECTURE.md).
 */
export { extendSession, findOperatorSession, findPlayerSession } from '../../data/sessions.js';
export type { OperatorIdentity, SessionTimes } from '../../data/sessions.js';
export type { UserRow } from '../../data/users.js';
