/** Wire types of the player-protection calls (docs/API.md "Player protection", docs/PROTECTION.md). */
import type { z } from 'zod';
import type * as R from '../schemas/responses.js';
import type * as C from '../schemas/consoleResponses.js';

export type PlayBlock = z.infer<typeof R.playBlock>;
export type LimitView = z.infer<typeof R.limitView>;
export type ExclusionView = z.infer<typeof R.exclusionView>;
export type ProtectionStatus = z.infer<typeof R.protectionStatus>;
export type ProtectionResponse = z.infer<typeof R.protectionResponse>;
export type RealityCheck = z.infer<typeof R.realityCheck>;
export type RealityCheckResponse = z.infer<typeof R.realityCheckResponse>;
export type ActivityRow = z.infer<typeof R.activityRow>;
export type ActivityResponse = z.infer<typeof R.activityResponse>;

export type PlayerProtectionView = z.infer<typeof C.playerProtectionView>;
export type HarmMarker = z.infer<typeof C.harmMarker>;
export type HarmMarkerKind = HarmMarker['kind'];
export type HarmThresholds = z.infer<typeof C.harmThresholds>;
export type HarmMarkersReport = z.infer<typeof C.harmMarkersReport>;
export type ExcludedPlayer = z.infer<typeof C.excludedPlayer>;
export type SiteInfo = z.infer<typeof R.siteInfo>;
export type SiteInfoResponse = z.infer<typeof R.siteInfoResponse>;
