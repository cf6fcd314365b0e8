/**
 * The audit log's filters (docs/API.md "Operator API" → audit): operator,
 * action, player (id or phone), IST date range; newest first by default.
 * Unlike the other console filters, one the server cannot apply is refused
 * (400 saying what it takes) rather than ignored: an ignored filter would
 * answer every row of the log as if they matched. Empty means no filter;
 * paging and sort still fall back to their defaults.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../api/operators.js';
import { calendarDate, recordId, strictFilter as filter } from './fields.js';
import { pageQuery } from './pagination.js';
import { businessDateField } from './results.js';

/** The audit log's filters; its CSV export takes the same (schemas/exports.ts). */
export const auditFilterFields = {
  operator_id: filter(recordId('operator_id must be an operator id (digits).')),
  action: filter(z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}.` })),
  player_id: filter(recordId('player_id must be a player id (digits).')),
  phone_number: filter(z.string().regex(/^\d{10}$/, { error: 'phone_number must be a 10-digit mobile number.' })),
  /** Inclusive IST calendar dates. */
  from: filter(calendarDate('from')),
  to: filter(calendarDate('to')),
};

/** A range that ends before it starts matches nothing: refused, so the operator does not read "no entries" as an empty log. */
export const auditRangeInOrder = <Schema extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: Schema) =>
  schema.refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'from must be on or before to.', path: ['from'] });

export const auditQuery = auditRangeInOrder(pageQuery(['created_at'], 'created_at').extend(auditFilterFields));
export type AuditQuery = z.output<typeof auditQuery>;

/** The dashboard: today (IST) unless a date is given. */
export const dashboardQuery = z.object({ date: businessDateField.optional().catch(undefined) });
