/**
 * The winners of one declaration (docs/API.md "Results", docs/CONSOLE.md
 * "Winners"): every bid its settlement paid, kept by the settlement itself
 * (declaration_winners, migration 115), so a reverted declaration still lists
 * what it paid. The server parses the query and serializes the reply with
 * these; the console reads the types.
 */
import { z } from 'zod';
import { GAME_TYPE_IDS } from '../domain/gameTypes.js';
import { bidRate } from './responses.js';
import { pageOf } from './consoleResponses.js';
import { pageQuery } from './pagination.js';
import { recordId, text } from './fields.js';

export const WINNER_SORTS = ['win_points', 'points', 'game_type', 'phone_number', 'bid_id'] as const;
export type WinnerSort = (typeof WINNER_SORTS)[number];

export const WINNERS_MSG = {
  search: 'Search by mobile number: 1 to 10 digits.',
  notFound: 'No such declaration.',
} as const;

/** `q`: the start of a player's mobile number (blank is no search; anything but digits a 400, never ignored). */
export const winnersQuery = pageQuery(WINNER_SORTS, 'win_points').extend({
  q: z.preprocess((value) => (value === '' ? undefined : value), text(10, 'Search').pipe(z.string().regex(/^\d{1,10}$/, { error: WINNERS_MSG.search })).optional()),
});
export type WinnersQuery = z.output<typeof winnersQuery>;

export const declarationParams = z.object({ id: recordId(WINNERS_MSG.notFound) });

export const declarationWinner = z.object({
  bid_id: z.number(),
  player: z.object({ id: z.number(), phone_number: z.string(), name: z.string() }),
  game_type: z.enum(GAME_TYPE_IDS),
  session: z.enum(['Open', 'Close']),
  /** The bid's numbers as the player's history writes them ('Open 1', 'Jodi 13', '128 · 3'). */
  numbers: z.string(),
  points: z.number(),
  /** The rate the bid was placed at and paid at (docs/SETTLEMENT.md "The rate of a bid"). */
  rate: bidRate,
  win_points: z.number(),
});

/** The declaration the list belongs to, as the winners screen heads it. */
export const winnersDeclaration = z.object({
  id: z.number(),
  market_id: z.number(),
  market: z.string(),
  business_date: z.string(),
  session: z.enum(['open', 'close']),
  pana: z.string(),
  source: z.enum(['manual', 'draw']),
  declared_at: z.string(),
  winners: z.number(),
  paid: z.number(),
  reverted_at: z.string().nullable(),
  revert_reason: z.string().nullable(),
  /** false: reverted before winners were kept (migration 115), so its list is empty although it paid. */
  winners_recorded: z.boolean(),
});

export const declarationWinners = z.object({
  declaration: winnersDeclaration,
  winners: pageOf(declarationWinner),
});

export type DeclarationWinner = z.infer<typeof declarationWinner>;
export type WinnersDeclaration = z.infer<typeof winnersDeclaration>;
export type DeclarationWinners = z.infer<typeof declarationWinners>;
