/**
 * Wire types of the results API (docs/API.md "Results"): the operator's
 * preview and settlement summary, and the public declaration history.
 * Amounts are integer points; times are ISO-8601 instants.
 */
import type { z } from 'zod';
import type * as R from '../schemas/responses.js';
import type * as C from '../schemas/consoleResponses.js';

export type ResultSession = 'open' | 'close';


export type GameTypeFigures = ResultPreview['by_game_type'][number];

export type WinningBidPreview = ResultPreview['biggest_wins'][number];

export type ResultPreview = z.infer<typeof C.resultPreview>;

export type SettlementSummary = z.infer<typeof C.settlementSummary>;

export type RevertSummary = z.infer<typeof C.revertSummary>;

export type DeclarationHistoryEntry = z.infer<typeof R.declarationHistoryEntry>;

export type DeclarationRecord = z.infer<typeof C.declarationRecord>;

export type DrawEntry = z.infer<typeof R.drawEntry>;

export type MarketDraws = z.infer<typeof R.marketDraws>;

export type DrawSession = z.infer<typeof R.drawSession>;

export type MarketDay = z.infer<typeof C.marketDay>;

export type IntegrityMarker = z.infer<typeof C.integrityMarker>;

export type IntegrityMarkerKind = IntegrityMarker['kind'];
