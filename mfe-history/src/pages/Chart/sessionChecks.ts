/**
 * The chart page's own check of each session (docs/SETTLEMENT.md "Verifiable
 * draws" → "What verified means"), recomputed in the browser from the public
 * facts — never the server's `status`: `drawSessionVerdict` decides whether
 * a session can be verified at all (a commitment published before bidding
 * opened, a revealed seed, not declared by hand), then `verifyDraw`
 * (WebCrypto) checks the seed against the commitment and against the pana
 * the market declared (the public result history, not the draw list).
 */
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { DRAW_SESSION_MSG, drawSessionVerdict, verifyDraw, type DeclarationHistoryEntry, type DrawSession } from '@matka/shared';
import { HISTORY, useText } from '@matka/shared/client';

type HistoryText = TFunction<'history'>;

export type OutcomeKind = 'verified' | 'failed' | 'unverifiable' | 'pending';
export interface Outcome { kind: OutcomeKind; text: string }

export const sessionKey = (entry: { business_date: string; session: string }) => `${entry.business_date} ${entry.session}`;

/** '2026-11-24' → '24/11/2026', as the chart writes dates. */
export const dayText = (date: string) => date.split('-').reverse().join('/');

/** A session's name in the player's language. */
export const sessionName = (session: DrawSession['session'], t: HistoryText) => t(session === 'open' ? 'sessions.Open' : 'sessions.Close');

/** The reasons DRAW_SESSION_MSG words without a figure, by their English; one with a figure stays as the domain wrote it. */
const REASON_KEYS = new Map(
  (['handDeclared', 'handOverCommitment', 'noRecord', 'noCommitment', 'undated', 'seedHidden', 'notDrawn', 'holiday'] as const)
    .map((key) => [DRAW_SESSION_MSG[key] as string, key] as const),
);
const sayReasons = (reasons: readonly string[], t: HistoryText) =>
  reasons.map((reason) => {
    const key = REASON_KEYS.get(reason);
    return key ? t(`checks.reasons.${key}`) : reason;
  }).join(' ');

/** The outcome that needs no cryptography: pending, or not verifiable with the reasons; null when the seed is to be checked. */
export function verdictOutcome(session: DrawSession, t: HistoryText): Outcome | null {
  const verdict = drawSessionVerdict(session);
  if (verdict.status === 'pending') return { kind: 'pending', text: sayReasons(verdict.reasons, t) };
  if (verdict.status === 'not_verifiable') return { kind: 'unverifiable', text: t('checks.notVerifiable', { reasons: sayReasons(verdict.reasons, t) }) };
  return null;
}

/** The whole check of one session; throws when this page has no WebCrypto (plain HTTP). */
export async function checkSession(session: DrawSession, declarations: readonly DeclarationHistoryEntry[], t: HistoryText): Promise<Outcome> {
  const settled = verdictOutcome(session, t);
  if (settled) return settled;
  const declared = declarations.find((entry) => sessionKey(entry) === sessionKey(session) && entry.reverted_at === null);
  const result = await verifyDraw({ seed: session.seed ?? '', commitment: session.commitment ?? '', pana: declared?.pana ?? '' });
  if (result.ok) {
    return {
      kind: 'verified',
      text: t('checks.verified', { drawn: result.drawnPana, session: sessionName(session.session, t) }),
    };
  }
  const problems: string[] = [];
  if (!result.commitmentMatches) problems.push(t('checks.commitmentMismatch'));
  if (!declared) problems.push(t('checks.noDeclared'));
  else if (!result.panaMatches) problems.push(t('checks.panaMismatch', { drawn: result.drawnPana ?? t('checks.nothing'), declared: declared.pana }));
  return { kind: 'failed', text: t('checks.failed', { problems: problems.join('; ') }) };
}

/** Every session's outcome, worked out once the facts are in; a session still being checked is absent. */
export function useSessionChecks(sessions: readonly DrawSession[], declarations: readonly DeclarationHistoryEntry[] | undefined): Map<string, Outcome> {
  const { t } = useText(HISTORY);
  const [outcomes, setOutcomes] = useState<Map<string, Outcome>>(new Map());
  useEffect(() => {
    if (!declarations) return undefined;
    let current = true;
    void (async () => {
      const next = new Map<string, Outcome>();
      for (const session of sessions) {
        try {
          next.set(sessionKey(session), await checkSession(session, declarations, t));
        } catch {
          // No WebCrypto outside a secure context (HTTPS or localhost): the timing verdict still shows.
          const settled = verdictOutcome(session, t);
          if (settled) next.set(sessionKey(session), settled);
        }
      }
      if (current) setOutcomes(next);
    })();
    return () => {
      current = false;
    };
  }, [sessions, declarations, t]);
  return outcomes;
}
