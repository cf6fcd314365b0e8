/**
 * Console screens render inside the shell's store with this remote's parts
 * injected, at a path below /admin, signed in as `operator` (or signed out).
 */
import type { ReactElement } from 'react';
import { ROLE_GRANTS, type OperatorGrant, type OperatorRole } from '@matka/shared';
import { createTestStore, renderInShell } from '@matka/shared/testing';
import { storeParts, type ConsoleRootState } from '../src/state/store';
import { operatorSessionEnded, operatorSignedIn, type OperatorProfile } from '../src/state/session';

/** What GET /api/admin/me answers for an operator of `role` (grants as ROLE_GRANTS gives them). */
export function operatorOf(role: OperatorRole, name = 'Asha Admin'): OperatorProfile {
  const grants = (Object.keys(ROLE_GRANTS) as OperatorGrant[]).filter((grant) => (ROLE_GRANTS[grant] as readonly OperatorRole[]).includes(role));
  return { name, role, grants };
}

export const ADMIN = operatorOf('admin');

/** `operator`: signed in as; null signed out; 'unknown' a fresh page that has not asked GET /api/admin/me yet. */
export function renderConsole(page: ReactElement, { path = '/admin', operator = ADMIN }: { path?: string; operator?: OperatorProfile | null | 'unknown' } = {}) {
  const store = createTestStore<ConsoleRootState>(null, storeParts);
  if (operator !== 'unknown') store.dispatch(operator ? operatorSignedIn(operator) : operatorSessionEnded());
  return renderInShell(page, { route: '/admin/*', entry: path, store });
}
