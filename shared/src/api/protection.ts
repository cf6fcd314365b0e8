/** Wire types of the player-protection calls (docs/API.md "Player protection", docs/PROTECTION.md). */
import type { BreakKind, BreakPeriod, LimitKind, LimitPeriod } from '../domain/protection.js';
import type { ApiEnvelope } from './types.js';

/** Why betting and deposits are closed for now (a time-out or a self-exclusion), as the screens explain it. */
export interface PlayBlock {
  kind: BreakKind;
  /** 'DD/MM/YYYY HH:MM' IST; null for a permanent self-exclusion. */
  until: string | null;
  /** A self-exclusion whose end has passed but that support has not lifted yet. */
  ended: boolean;
  message: string;
}

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit that applies now; null = none. */
  points: number | null;
  /** A raise or removal waiting for its 24 hours (null points with a `pending_from` = removal). */
  pending: { points: number | null; from: string } | null;
  /** Points counted in the current window (deposits started, or net loss). */
  used: number;
}

export interface ExclusionView {
  id: number;
  kind: BreakKind;
  period: BreakPeriod;
  started_at: string;
  /** null: permanent. */
  ends_at: string | null;
  lifted_at: string | null;
}

export interface ProtectionStatus {
  limits: LimitView[];
  block: PlayBlock | null;
  exclusions: ExclusionView[];
  reality_check_minutes: number;
}
export interface ProtectionResponse extends ApiEnvelope { data: ProtectionStatus }

/** reality_check.php: since this session began. */
export interface RealityCheck {
  /** ISO instant the session began. */
  since: string;
  minutes: number;
  bid_points: number;
  won_points: number;
  /** won − bid: negative is a loss. */
  net_points: number;
}
export interface RealityCheckResponse extends ApiEnvelope { data: RealityCheck }

/** One IST calendar day, week (Monday first) or month of a player's activity. */
export interface ActivityRow {
  /** 'YYYY-MM-DD' the period starts on. */
  start: string;
  bids: number;
  wins: number;
  deposits: number;
  withdrawals: number;
  /** wins − bids. */
  net: number;
}
export interface ActivityResponse extends ApiEnvelope { data: { period: LimitPeriod; rows: ActivityRow[] } }

/** The operator's view of one player (GET /api/admin/protection/players/:phone). */
export interface PlayerProtectionView extends ProtectionStatus {
  phone_number: string;
  name: string;
  date_of_birth: string | null;
  terms_accepted_at: string | null;
  markers: HarmMarker[];
  /** Ids among `exclusions` an operator may lift now: self-exclusions whose end has passed, not yet lifted. */
  liftable: number[];
}

export type HarmMarkerKind = 'deposit_frequency' | 'cancelled_withdrawals' | 'raise_after_limit_hit' | 'play_while_excluded';

export interface HarmMarker {
  kind: HarmMarkerKind;
  /** The player's console page: /admin/players/{player_id}. */
  player_id: number;
  phone_number: string;
  name: string;
  /** How many times in the marker's window. */
  count: number;
  /** ISO instant of the latest occurrence. */
  last_at: string;
  detail: string;
}

/** What flags a player (docs/PROTECTION.md "Markers of harm"); the first two are the server's configuration. */
export interface HarmThresholds {
  /** `deposit_frequency`: this many deposits started within 24 hours, or more. */
  deposits_per_day: number;
  /** `cancelled_withdrawals`: this many withdrawals declined in the window, or more. */
  cancelled_withdrawals: number;
  /** `raise_after_limit_hit`: a raise this many hours after a limit refused the player. */
  raise_after_hit_hours: number;
  /** How far back every marker looks. */
  lookback_days: number;
}

/** GET /api/admin/protection/markers. */
export interface HarmMarkersReport {
  thresholds: HarmThresholds;
  markers: HarmMarker[];
}

/** One player on a break (GET /api/admin/protection/excluded), with the break that stands. */
export interface ExcludedPlayer {
  player_id: number;
  phone_number: string;
  name: string;
  exclusion: ExclusionView;
  /** A self-exclusion whose end has passed: play stays closed until an operator lifts it. */
  ended: boolean;
}

/** The public operator facts the side menu's footer and /download-now show (site_info.php). */
export interface SiteInfo {
  money_mode: 'play' | 'real';
  operator_licence: { jurisdiction: string; licence: string } | null;
}
export interface SiteInfoResponse extends ApiEnvelope { data: SiteInfo }
