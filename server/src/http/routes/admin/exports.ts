/**
 * CSV exports of the console's tables (docs/API.md "Exports"): one route per
 * table in features/exports/tables, each behind that table's own grant, its
 * filters parsed by its schema (a bad one is a 400), the rows streamed.
 */
import type { AppContext } from '../../../context.js';
import { startExport } from '../../../features/exports/stream.js';
import { EXPORT_TABLES } from '../../../features/exports/tables/index.js';
import { actorOf } from '../../auth.js';
import type { Routes } from '../../validate.js';

export function exportRoutes(app: Routes, ctx: AppContext): void {
  for (const table of EXPORT_TABLES) {
    app.get(`/api/admin/exports/${table.name}`, { config: { grant: table.grant, reply: 'raw' }, schema: { querystring: table.filters } }, async (request, reply) => {
      const csv = await startExport(ctx, actorOf(request), table, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv.body);
    });
  }
}
