/**
 * The audit log's filters (docs/API.md "Operator API" → audit): operator,
 * action, player (id or phone), IST date range; newest first by default.
 * Like every console filter, a stale value is ignored rather than refused.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../api/operators.js';
import { optionalFilter, recordId } from './fields.js';
import { pageQuery } from './pagination.js';
import { businessDateField } from './results.js';

export const auditQuery = pageQuery(['created_at'], 'created_at').extend({
  operator_id: recordId('operator_id').optional().catch(undefined),
  action: optionalFilter(AUDIT_ACTIONS),
  player_id: recordId('player_id').optional().catch(undefined),
  phone_number: z.string().regex(/^\d{10}$/).optional().catch(undefined),
  /** Inclusive IST calendar dates. */
  from: businessDateField.optional().catch(undefined),
  to: businessDateField.optional().catch(undefined),
});
export type AuditQuery = z.output<typeof auditQuery>;

/** The dashboard: today (IST) unless a date is given. */
export const dashboardQuery = z.object({ date: businessDateField.optional().catch(undefined) });
