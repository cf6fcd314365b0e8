/**
 * The console's screens and the grant each needs (ROLE_GRANTS in
 * shared/src/api/operators.ts): the menu shows a role only what the server
 * would let it do. The server still checks every call.
 */
import type { OperatorGrant } from '@matka/shared';

export interface MenuItem {
  /** Below /admin; '' is /admin itself. */
  path: string;
  label: string;
  grant: OperatorGrant;
}

export const MENU: readonly MenuItem[] = [
  { path: '', label: 'Dashboard', grant: 'dashboard' },
  { path: 'board', label: "Today's board", grant: 'results' },
  { path: 'results', label: 'Results', grant: 'results' },
  { path: 'funds', label: 'Fund requests', grant: 'funds' },
  { path: 'players', label: 'Players', grant: 'players' },
  { path: 'excluded', label: 'Self-excluded', grant: 'players' },
  { path: 'receivables', label: 'Receivables', grant: 'players' },
  { path: 'markets', label: 'Markets', grant: 'markets' },
  { path: 'rates', label: 'Rates', grant: 'markets' },
  { path: 'settings', label: 'Settings', grant: 'settings' },
  { path: 'notices', label: 'Notices', grant: 'settings' },
  { path: 'operators', label: 'Operators', grant: 'operators' },
  { path: 'audit', label: 'Audit log', grant: 'audit' },
  { path: 'reports', label: 'Profit and loss', grant: 'reports' },
];

export const adminPath = (path: string) => (path ? `/admin/${path}` : '/admin');
