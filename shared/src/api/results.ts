/**
 * Wire types of the results API (docs/API.md "Results"): the operator's
 * preview and settlement summary, and the public declaration history.
 * Amounts are integer points; times are ISO-8601 instants.
 */
import type { GameTypeId } from '../domain/gameTypes.js';

export type ResultSession = 'open' | 'close';

export interface SettlementFigures {
  /** Bids the declaration decides (won + lost). */
  settled: number;
  winners: number;
  /** Points those bids staked. */
  staked: number;
  /** Points paid to the winners. */
  paid: number;
  /** staked − paid: what the operator keeps (negative when the result pays out more than was staked). */
  net: number;
}

export interface GameTypeFigures extends SettlementFigures {
  game_type: GameTypeId;
}

export interface WinningBidPreview {
  phone_number: string;
  game_type: GameTypeId;
  session: 'Open' | 'Close';
  /** The player's pick as bid lists show it (e.g. '13', '128-3'). */
  number: string;
  points: number;
  win_points: number;
}

export interface ResultPreview extends SettlementFigures {
  market_id: number;
  business_date: string;
  session: ResultSession;
  pana: string;
  by_game_type: GameTypeFigures[];
  /** The largest wins, biggest first (at most 50). */
  biggest_wins: WinningBidPreview[];
}

export interface SettlementSummary extends SettlementFigures {
  declaration_id: number;
  market_id: number;
  business_date: string;
  session: ResultSession;
  pana: string;
  /** Wall time of the settlement inside the declaring transaction. */
  settle_ms: number;
}

export interface RevertSummary {
  declaration_id: number;
  business_date: string;
  session: ResultSession;
  /** Bids returned to pending. */
  reopened: number;
  /** Points taken back from winners' wallets. */
  reversed: number;
  /** Points that could not be taken back (already spent or withdrawn), recorded as receivables. */
  shortfall: number;
}

/** One declaration in a market's public history; a revert stays listed with its time. */
export interface DeclarationHistoryEntry {
  business_date: string;
  session: ResultSession;
  pana: string;
  source: 'manual' | 'draw';
  declared_at: string;
  reverted_at: string | null;
  revert_reason: string | null;
}

/** The operator's view of a declaration: the history entry plus the settlement summary. */
export interface DeclarationRecord extends DeclarationHistoryEntry {
  id: number;
  market_id: number;
  settled: number;
  winners: number;
  staked: number;
  paid: number;
  settle_ms: number;
  reversed: number | null;
  shortfall: number | null;
}

/**
 * One session's verifiable draw (docs/SETTLEMENT.md "Verifiable draws"):
 * the commitment is public from before the day takes bids; the seed and the
 * pana appear only once the server has drawn and declared it.
 */
export interface DrawEntry {
  business_date: string;
  session: ResultSession;
  /** SHA-256 of the seed, hex. */
  commitment: string;
  committed_at: string;
  /** 64 hex digits, null until drawn. */
  seed: string | null;
  pana: string | null;
  drawn_at: string | null;
}

/** get_draws.php: a market's draws, newest first (public: anyone may verify). */
export interface MarketDraws {
  market: string;
  draw_mode: 'manual' | 'server';
  draws: DrawEntry[];
}

/** GET /api/admin/results: one market day as the operator's Results screen shows it. */
export interface MarketDay {
  market_id: number;
  market: string;
  business_date: string;
  open_pana: string | null;
  close_pana: string | null;
  /** 'server': results are drawn by the server (docs/SETTLEMENT.md "Verifiable draws"). */
  draw_mode: 'manual' | 'server';
  /** The day's commitments (seed and pana once drawn): a session listed here is drawn, never declared by hand. */
  draws: DrawEntry[];
  declarations: DeclarationRecord[];
}
