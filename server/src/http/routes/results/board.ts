/**
 * Today's board (docs/API.md "Results", docs/CONSOLE.md "Today's board"): every result session of a business
 * date with its state, its bids and whether it can be declared now. A read for the `results` grant; no audit row.
 */
import { ADMIN_API, board as boardSchema, boardQuery, consoleReply } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { todaysBoard } from '../../../features/board/board.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function boardRoutes(app: Routes, ctx: AppContext): void {
  app.get(ADMIN_API.board, { config: { grant: 'results' }, schema: { querystring: boardQuery, ...replies(consoleReply(boardSchema)) } }, async (request) => {
    return { success: '1', msg: 'Board.', data: await todaysBoard(ctx, request.query.date) };
  });
}
