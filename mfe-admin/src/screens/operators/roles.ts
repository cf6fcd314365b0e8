/** The roles as an admin reads them when choosing one (ROLE_GRANTS, shared/src/api/operators.ts). */
import type { OperatorRole } from '@matka/shared';

export const ROLE_LABELS: Record<OperatorRole, string> = {
  admin: 'Admin — everything',
  results: 'Results — declare and revert results',
  cashier: 'Cashier — fund requests and players’ balances',
};

export const roleName = (role: OperatorRole) => role[0]!.toUpperCase() + role.slice(1);
