/**
 * Operator requests of the results screens (docs/SETTLEMENT.md): preview and
 * declare a session's pana, revert a declaration with a reason. The server
 * parses with these; the console's forms validate with them.
 */
import { z } from 'zod';
import { ALL_PANAS } from '../domain/panas.js';
import { RESULT_MSG } from '../domain/resultIntegrity.js';
import { calendarDate, optionalText, requiredText } from './fields.js';

const panaSet = new Set(ALL_PANAS);

const resultSession = z.enum(['open', 'close'], { error: "Session must be 'open' or 'close'." });

const marketId = z
  .union([z.number(), z.string()], { error: 'Choose a market.' })
  .transform(Number)
  .pipe(z.number({ error: 'Choose a market.' }).int({ error: 'Choose a market.' }).positive({ error: 'Choose a market.' }).max(Number.MAX_SAFE_INTEGER, { error: 'Choose a market.' }));

/** A calendar date that exists ('2026-02-30' is refused, not rolled over). */
export const businessDateField = calendarDate('Business date');

const pana = requiredText(3, 'Type the result pana.').refine((value) => panaSet.has(value), {
  error: 'The result must be a valid pana (e.g. 128, 550, 777).',
});

/**
 * An admin's reason for a day before the market existed or further back than
 * the server allows (docs/SETTLEMENT.md "Integrity"); blank counts as absent.
 */
const backDatedReason = optionalText(200, 'The reason')
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || value.length >= 3, { error: RESULT_MSG.reasonInvalid });

/** Preview and declaration take the same fields: what is previewed is what is declared. */
export const declareResultRequest = z.object({
  market_id: marketId,
  session: resultSession,
  pana,
  business_date: businessDateField.optional(),
  reason: backDatedReason.optional(),
});
export type DeclareResultRequest = z.input<typeof declareResultRequest>;

export const revertResultRequest = z.object({
  market_id: marketId,
  session: resultSession,
  business_date: businessDateField,
  reason: requiredText(200, 'Say why the result is reverted.').refine((value) => value.length >= 3, {
    error: 'Say why the result is reverted (at least 3 characters).',
  }),
});
export type RevertResultRequest = z.input<typeof revertResultRequest>;

/** The operator's results screen: one market day (today's draw when no date is given). */
export const marketDayQuery = z.object({
  market_id: marketId,
  business_date: businessDateField.optional(),
});

/** result_history.php: a market's public declaration history. */
export const resultHistoryRequest = z.object({
  game_name: requiredText(60, 'Please choose a market.'),
});
