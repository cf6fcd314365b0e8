/** Audit actions as an operator reads them (AUDIT_ACTIONS in shared/src/api/operators.ts). */
import type { AuditAction } from '@matka/shared';

export const AUDIT_LABELS: Record<AuditAction, string> = {
  'operator.login': 'Signed in',
  'operator.login_failed': 'Failed sign-in',
  'operator.created': 'Operator created',
  'operator.role_changed': 'Operator role changed',
  'operator.password_changed': 'Operator password changed',
  'operator.disabled': 'Operator disabled',
  'operator.enabled': 'Operator enabled',
  'result.previewed': 'Result previewed',
  'result.declared': 'Result declared',
  'result.reverted': 'Result reverted',
  'fund_request.approved': 'Fund request approved',
  'fund_request.declined': 'Fund request declined',
  'wallet.adjusted': 'Balance adjusted',
  'market.created': 'Market created',
  'market.updated': 'Market changed',
  'rate.updated': 'Rate changed',
  'setting.updated': 'Settings changed',
  'receivable.collected': 'Receivable collected',
  'receivable.written_off': 'Receivable written off',
  'notice.created': 'Notice sent',
  'notice.withdrawn': 'Notice withdrawn',
  'player.status_changed': 'Player status changed',
  'player.protection_lifted': 'Player protection lifted',
  'player.guessing_lifted': 'Login guesses lifted',
  'player.limit_changed': 'Player limit changed',
  'player.timeout_taken': 'Player took a break',
  'player.self_excluded': 'Player self-excluded',
  'data.exported': 'Exported CSV',
};

export const auditLabel = (action: string) => AUDIT_LABELS[action as AuditAction] ?? action;
