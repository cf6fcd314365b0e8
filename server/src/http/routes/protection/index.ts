/**
 * Player protection (docs/PROTECTION.md, docs/API.md "Player protection"):
 * the player's own limits, breaks, reality check and activity, and the
 * operator's read-only view with the one change operators may make, lifting
 * a self-exclusion whose end has passed.
 */
import {
  ADMIN_API, activityRequest, excludedQuery, idParams, liftExclusionRequest, realityCheckRequest, setLimitRequest, takeBreakRequest,
  type ActivityResponse, type ApiEnvelope, type ConsoleResponse, type ExcludedPlayer, type HarmMarkersReport, type Page, type PlayerProtectionView,
  type ProtectionResponse, type RealityCheckResponse, type SiteInfoResponse, activityResponse, apiEnvelope, protectionResponse, realityCheckResponse, siteInfoResponse, consoleReply, excludedPlayer, harmMarkersReport, pageOf, playerProtectionView } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { hashToken } from '../../../auth/tokens.js';
import { liftExclusion, takeBreak } from '../../../features/protection/breaks.js';
import { setLimit } from '../../../features/protection/limits.js';
import { setRealityCheckMinutes } from '../../../features/protection/realityCheckMinutes.js';
import { excludedList, markers, playerProtection } from '../../../features/protection/operatorView.js';
import { activity, protectionStatus, realityCheck } from '../../../features/protection/status.js';
import { siteInfo } from '../../../features/users/siteInfo.js';
import { PLAYER_COOKIE, actorOf, playerOf, tokenOf } from '../../auth.js';
import { replies } from '../../responses.js';
import { endpoint } from '../paths.js';
import type { Routes } from '../../validate.js';

export function protectionRoutes(app: Routes, ctx: AppContext): void {
  // Public: /download-now says what points are before anyone logs in (docs/PROTECTION.md "Lawful by default").
  app.post(endpoint('siteInfo'), { config: { public: true }, schema: replies(siteInfoResponse) }, async () => {
    return { success: '1', msg: 'Site', data: siteInfo(ctx.config) } satisfies SiteInfoResponse;
  });
  app.post(endpoint('protection'), { schema: replies(protectionResponse) }, async (request) => {
    return { success: '1', msg: 'Responsible play', data: await protectionStatus(ctx, ctx.db.pool, playerOf(request)) } satisfies ProtectionResponse;
  });
  app.post(endpoint('setLimit'), { schema: { body: setLimitRequest, ...replies(apiEnvelope) } }, async (request) => {
    const msg = await setLimit(ctx, playerOf(request), request.body, request.id);
    return { success: '1', msg } satisfies ApiEnvelope;
  });
  app.post(endpoint('takeBreak'), { schema: { body: takeBreakRequest, ...replies(apiEnvelope) } }, async (request) => {
    const msg = await takeBreak(ctx, playerOf(request), request.body, request.id);
    return { success: '1', msg } satisfies ApiEnvelope;
  });
  app.post(endpoint('setRealityCheck'), { schema: { body: realityCheckRequest, ...replies(apiEnvelope) } }, async (request) => {
    const { minutes } = request.body;
    await setRealityCheckMinutes(ctx, playerOf(request).id, minutes);
    return { success: '1', msg: 'Reality check saved.' } satisfies ApiEnvelope;
  });
  app.post(endpoint('realityCheck'), { schema: replies(realityCheckResponse) }, async (request) => {
    const token = tokenOf(request, PLAYER_COOKIE)!;
    return { success: '1', msg: 'Reality check', data: await realityCheck(ctx, playerOf(request), hashToken(token)) } satisfies RealityCheckResponse;
  });
  app.post(endpoint('activity'), { schema: { body: activityRequest, ...replies(activityResponse) } }, async (request) => {
    const { period } = request.body;
    return { success: '1', msg: 'My activity', data: { period, rows: await activity(ctx, playerOf(request), period) } } satisfies ActivityResponse;
  });
}

/**
 * Operator routes (docs/PROTECTION.md "Operators"): reading a player's
 * protection, the players on a break and the markers of harm needs grant
 * `players` (the markers name players); lifting an ended self-exclusion
 * reopens play, so it needs `player_status` like switching betting on.
 */
export function protectionOperatorRoutes(app: Routes, ctx: AppContext): void {
  app.get('/api/admin/players/:id/protection', { config: { grant: 'players' }, schema: { params: idParams, ...replies(consoleReply(playerProtectionView)) } }, async (request) => {
    const data = await playerProtection(ctx, request.params.id);
    return { success: '1', msg: 'Player protection', data } satisfies ConsoleResponse<PlayerProtectionView>;
  });
  app.get(ADMIN_API.excludedPlayers, { config: { grant: 'players' }, schema: { querystring: excludedQuery, ...replies(consoleReply(pageOf(excludedPlayer))) } }, async (request) => {
    const data = await excludedList(ctx, request.query);
    return { success: '1', msg: 'Players on a break', data } satisfies ConsoleResponse<Page<ExcludedPlayer>>;
  });
  app.get(ADMIN_API.harmMarkers, { config: { grant: 'players' }, schema: replies(consoleReply(harmMarkersReport)) }, async () => {
    return { success: '1', msg: 'Markers of harm', data: await markers(ctx) } satisfies ConsoleResponse<HarmMarkersReport>;
  });
  app.post('/api/admin/protection/exclusions/:id/lift', { config: { grant: 'player_status' }, schema: { params: idParams, body: liftExclusionRequest, ...replies(apiEnvelope) } }, async (request) => {
    const { reason } = request.body;
    await liftExclusion(ctx, actorOf(request), request.params.id, reason);
    return { success: '1', msg: 'Exclusion lifted.' };
  });
}
