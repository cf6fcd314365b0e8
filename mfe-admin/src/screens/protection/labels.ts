/** How the console names breaks, limits and markers (docs/PROTECTION.md); the periods' words are the player's own (shared). */
import { BREAK_PERIOD_TEXT, LIMIT_PERIOD_TEXT, plural, type BreakKind, type BreakPeriod, type HarmMarkerKind, type HarmThresholds, type LimitKind } from '@matka/shared';

export const BREAK_KIND_LABEL: Record<BreakKind, string> = { timeout: 'Time-out', self_exclusion: 'Self-exclusion' };

/** 'Self-exclusion, 6 months', 'Self-exclusion, permanent'. */
export const breakLabel = (kind: BreakKind, period: BreakPeriod) =>
  `${BREAK_KIND_LABEL[kind]}, ${period === 'permanent' ? 'permanent' : BREAK_PERIOD_TEXT[period]}`;

export const LIMIT_LABEL: Record<LimitKind, string> = { deposit: 'Deposit', loss: 'Loss' };
export const limitPeriodLabel = (period: keyof typeof LIMIT_PERIOD_TEXT) => `per ${LIMIT_PERIOD_TEXT[period]}`;

/** The markers in the order the dashboard shows them, each with the rule the server applied. */
export const MARKERS: ReadonlyArray<{ kind: HarmMarkerKind; title: string; rule: (thresholds: HarmThresholds) => string }> = [
  { kind: 'deposit_frequency', title: 'Frequent deposits', rule: (t) => `${t.deposits_per_day} or more deposits started within 24 hours` },
  { kind: 'cancelled_withdrawals', title: 'Repeated cancelled withdrawals', rule: (t) => `${t.cancelled_withdrawals} or more withdrawals declined` },
  { kind: 'raise_after_limit_hit', title: 'Limit raised right after hitting it', rule: (t) => `a limit raised within ${plural(t.raise_after_hit_hours, 'hour')} after a limit refused a deposit or bid` },
  { kind: 'play_while_excluded', title: 'Play tried during a break', rule: () => 'a bid or deposit tried during a time-out or self-exclusion' },
];
