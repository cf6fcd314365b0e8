/**
 * What the chart page knows about a market's results besides the chart
 * (docs/SETTLEMENT.md "Verifiable draws", "Results log"): its sessions with
 * their commitments (get_draws.php), every declaration and revert
 * (result_history.php), the page's own check of each session, and the days
 * the chart marks — a day of a drawing market that was not drawn from a
 * timely commitment, and a day whose result was reverted.
 */
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { drawSessionVerdict, type DeclarationHistoryEntry, type DrawSession } from '@matka/shared';
import { HISTORY, useText } from '@matka/shared/client';
import { useGetDrawsQuery, useGetResultHistoryQuery } from '../../state/historyApi';
import { sessionName, useSessionChecks, type Outcome } from './sessionChecks';

const NO_SESSIONS: DrawSession[] = [];

export interface DayMark {
  /** Why the day is not verifiable in a market the server draws ('Open declared by hand'); null when it is. */
  unverifiable: string | null;
  /** A result of the day was reverted (see the results log). */
  reverted: boolean;
}

/** A market draws when its days to come are drawn, or any day in the window was: its other days stand out. */
export function isDrawMarket(drawMode: string | null, sessions: readonly DrawSession[]): boolean {
  return drawMode === 'server' || sessions.some((session) => session.commitment !== null);
}

export function dayMarks(
  sessions: readonly DrawSession[], declarations: readonly DeclarationHistoryEntry[], drawMarket: boolean, t: TFunction<'history'>,
): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  const mark = (date: string) => {
    const existing = marks.get(date) ?? { unverifiable: null, reverted: false };
    marks.set(date, existing);
    return existing;
  };
  if (drawMarket) {
    for (const session of sessions) {
      if (drawSessionVerdict(session).status !== 'not_verifiable') continue;
      const name = sessionName(session.session, t);
      const how = session.source === 'draw' ? t('checks.markNotVerifiable', { session: name }) : t('checks.markByHand', { session: name });
      const day = mark(session.business_date);
      day.unverifiable = [day.unverifiable, how].filter(Boolean).join(', ');
    }
  }
  for (const entry of declarations) if (entry.reverted_at) mark(entry.business_date).reverted = true;
  return marks;
}

/** '23/11/2026 to 29/11/2026' → the seven dates of that week, Monday first; [] for another label. */
export function weekDates(week: string): string[] {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(week);
  if (!match) return [];
  const monday = Date.parse(`${match[3]}-${match[2]}-${match[1]}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, index) => new Date(monday + index * 86_400_000).toISOString().slice(0, 10));
}

export interface MarketRecord {
  /** null until get_draws.php answers (or when it fails). */
  drawMode: string | null;
  sessions: DrawSession[];
  drawMarket: boolean;
  declarations: DeclarationHistoryEntry[] | undefined;
  historyLoading: boolean;
  historyFailed: boolean;
  retryHistory(): void;
  outcomes: Map<string, Outcome>;
  marks: Map<string, DayMark>;
}

export function useMarketRecord(market: string): MarketRecord {
  const { t } = useText(HISTORY);
  const draws = useGetDrawsQuery(market);
  const history = useGetResultHistoryQuery(market);
  const sessions = draws.data?.sessions ?? NO_SESSIONS;
  const drawMode = draws.data?.draw_mode ?? null;
  const drawMarket = isDrawMarket(drawMode, sessions);
  const outcomes = useSessionChecks(sessions, history.data);
  const marks = useMemo(() => dayMarks(sessions, history.data ?? [], drawMarket, t), [sessions, history.data, drawMarket, t]);
  return {
    drawMode, sessions, drawMarket,
    declarations: history.data, historyLoading: history.isFetching && !history.data, historyFailed: Boolean(history.error) && !history.isFetching,
    retryHistory: () => void history.refetch(), outcomes, marks,
  };
}
