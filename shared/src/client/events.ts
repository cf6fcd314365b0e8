/**
 * Browser events between remotes and the shell. Each remote bundles its own
 * copy of this package, so module-level state is not shared; window events are.
 */
export const API_ACTIVITY_EVENT = 'matka:api-activity';
export const SESSION_EXPIRED_EVENT = 'matka:session-expired';

export interface ApiActivityDetail {
  /** +1 when a request starts, -1 when it ends. */
  delta: 1 | -1;
}

export function emitApiActivity(delta: 1 | -1): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ApiActivityDetail>(API_ACTIVITY_EVENT, { detail: { delta } }));
}

export function emitSessionExpired(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
}
