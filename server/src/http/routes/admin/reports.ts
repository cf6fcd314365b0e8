/** Profit and loss (docs/API.md "Reports"): admins only (the `reports` grant). A read: no audit row; its CSV export writes one. */
import { PNL_API, consoleReply, pnlQuery, pnlReport as pnlReportSchema, type ConsoleResponse, type PnlReport } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { pnlReport } from '../../../features/reports/pnl.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function reportRoutes(app: Routes, ctx: AppContext): void {
  app.get(PNL_API, { config: { grant: 'reports' }, schema: { querystring: pnlQuery, ...replies(consoleReply(pnlReportSchema)) } }, async (request) => {
    const data = await pnlReport(ctx, request.query);
    return { success: '1', msg: 'Profit and loss.', data } satisfies ConsoleResponse<PnlReport>;
  });
}
