/**
 * The row types of a caller's session as the HTTP layer names them
 * (http/auth.ts, http/scopes.ts), passed through so http/ never imports data/
 * (docs/ARCHITECTURE.md). Finding and renewing a session: liveSessions.ts.
 */
export type { OperatorIdentity } from '../../data/sessions.js';
export type { UserRow } from '../../data/users.js';
