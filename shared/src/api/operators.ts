/**
 * The operator console's vocabulary, shared by the server (role checks, audit
 * rows) and mfe-admin (menus, filters).
 */
export const OPERATOR_ROLES = ['admin', 'results', 'cashier'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who may do what. `admin` may do everything. */
export const ROLE_GRANTS = {
  results: ['admin', 'results'],
  funds: ['admin', 'cashier'],
  /** Find players, read their page, adjust balances. */
  players: ['admin', 'cashier'],
  /** Switch a player's betting on or off. */
  player_status: ['admin'],
  /** Write off a receivable: points a revert could not take back, forgiven with a reason (docs/decisions/0020). */
  write_off: ['admin'],
  markets: ['admin'],
  settings: ['admin'],
  operators: ['admin'],
  audit: ['admin'],
  /** Profit and loss: what the house staked, paid and kept (docs/CONSOLE.md "Profit and loss"); the owner's figures, not a shift's. */
  reports: ['admin'],
  dashboard: ['admin', 'results', 'cashier'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorGrant = keyof typeof ROLE_GRANTS;

/** Every action an audit row can record: `<area>.<verb>`. */
export const AUDIT_ACTIONS = [
  'operator.login',
  'operator.login_failed',
  'operator.created',
  'operator.role_changed',
  'operator.password_changed',
  'operator.disabled',
  'operator.enabled',
  /** Every preview an operator was shown, with its figures (docs/SETTLEMENT.md "Integrity"). */
  'result.previewed',
  'result.declared',
  'result.reverted',
  'fund_request.approved',
  'fund_request.declined',
  'wallet.adjusted',
  'market.created',
  'market.updated',
  'rate.updated',
  'setting.updated',
  /** Points a revert could not take back, collected from a later credit (no operator) or written off by an admin (docs/decisions/0020). */
  'receivable.collected',
  'receivable.written_off',
  'notice.created',
  'notice.withdrawn',
  'player.status_changed',
  'player.protection_lifted',
  /** Wrong MPINs from new devices and wrong OTPs no longer counted (docs/SECURITY.md "Guessing"). */
  'player.guessing_lifted',
  // A player's own protection choices (actor: the player, audit_log.actor_user_id).
  'player.limit_changed',
  'player.timeout_taken',
  'player.self_excluded',
  /** A CSV export: which table, with which filters (docs/CONSOLE.md "Exports"). */
  'data.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The grants a role holds, in ROLE_GRANTS order (the console builds its menu from them). */
export function grantsOf(role: OperatorRole): OperatorGrant[] {
  return (Object.keys(ROLE_GRANTS) as OperatorGrant[]).filter((grant) => (ROLE_GRANTS[grant] as readonly OperatorRole[]).includes(role));
}
