/** The dashboard and the audit log (docs/API.md "Operator API" → dashboard, audit). */
import { ROLE_GRANTS, auditQuery, dashboardQuery, type AuditEntry, type ConsoleResponse, type Dashboard, type Page, auditEntry, consoleReply, dashboard as dashboardSchema, pageOf } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { auditPage } from '../../../features/audit/operatorView.js';
import { dashboard } from '../../../features/dashboard/dashboard.js';
import { operatorOf } from '../../auth.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function overviewRoutes(app: Routes, ctx: AppContext): void {
  app.get('/api/admin/dashboard', { config: { grant: 'dashboard' }, schema: { querystring: dashboardQuery, ...replies(consoleReply(dashboardSchema)) } }, async (request) => {
    const withActions = (ROLE_GRANTS.audit as readonly string[]).includes(operatorOf(request).role);
    const data = await dashboard(ctx, { date: request.query.date, withActions });
    return { success: '1', msg: 'Dashboard.', data } satisfies ConsoleResponse<Dashboard>;
  });

  app.get('/api/admin/audit', { config: { grant: 'audit' }, schema: { querystring: auditQuery, ...replies(consoleReply(pageOf(auditEntry))) } }, async (request) => {
    const data = await auditPage(ctx, request.query);
    return { success: '1', msg: 'Audit log.', data } satisfies ConsoleResponse<Page<AuditEntry>>;
  });
}
