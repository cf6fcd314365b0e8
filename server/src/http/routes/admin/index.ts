/**
 * The operator API (JSON) behind the operator console (docs/API.md
 * "Operator API"). Operators have their own accounts and cookie; a player
 * session never reaches these routes. Each route names the grant its role
 * needs (ROLE_GRANTS in shared/src/api/operators.ts); every reply is
 * `{ success: '1', msg, data }` (ConsoleResponse in shared/src/api/console.ts).
 */
import type { AppContext } from '../../../context.js';
import { exportRoutes } from './exports.js';
import { fundRequestRoutes } from './fundRequests.js';
import { marketRoutes } from './markets.js';
import { operatorAccountRoutes } from './operatorAccounts.js';
import { overviewRoutes } from './overview.js';
import { playerRoutes } from './players.js';
import { reportRoutes } from './reports.js';
import { sessionRoutes } from './session.js';
import { settingsRoutes } from './settings.js';
import type { Routes } from '../../validate.js';

export function adminRoutes(app: Routes, ctx: AppContext): void {
  sessionRoutes(app, ctx);
  fundRequestRoutes(app, ctx);
  marketRoutes(app, ctx);
  settingsRoutes(app, ctx);
  playerRoutes(app, ctx);
  overviewRoutes(app, ctx);
  operatorAccountRoutes(app, ctx);
  exportRoutes(app, ctx);
  reportRoutes(app, ctx);
}
