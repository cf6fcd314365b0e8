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
import { drawSessionVerdict, verifyDraw, type DeclarationHistoryEntry, type DrawSession } from '@matka/shared';

export const SESSION_LABEL: Record<DrawSession['session'], string> = { open: 'Open', close: 'Close' };

export type OutcomeKind = 'verified' | 'failed' | 'unverifiable' | 'pending';
export interface Outcome { kind: OutcomeKind; text: string }

export const sessionKey = (entry: { business_date: string; session: string }) => `${entry.business_date} ${entry.session}`;

/** '2026-11-24' → '24/11/2026', as the chart writes dates. */
export const dayText = (date: string) => date.split('-').reverse().join('/');

/** The outcome that needs no cryptography: pending, or not verifiable with the reasons; null when the seed is to be checked. */
export function verdictOutcome(session: DrawSession): Outcome | null {
  const verdict = drawSessionVerdict(session);
  if (verdict.status === 'pending') return { kind: 'pending', text: verdict.reasons.join(' ') };
  if (verdict.status === 'not_verifiable') return { kind: 'unverifiable', text: `Not verifiable: ${verdict.reasons.join(' ')}` };
  return null;
}

/** The whole check of one session; throws when this page has no WebCrypto (plain HTTP). */
export async function checkSession(session: DrawSession, declarations: readonly DeclarationHistoryEntry[]): Promise<Outcome> {
  const settled = verdictOutcome(session);
  if (settled) return settled;
  const declared = declarations.find((entry) => sessionKey(entry) === sessionKey(session) && entry.reverted_at === null);
  const result = await verifyDraw({ seed: session.seed ?? '', commitment: session.commitment ?? '', pana: declared?.pana ?? '' });
  if (result.ok) {
    return {
      kind: 'verified',
      text: `Verified: the commitment was published before bidding opened, SHA-256 of the seed matches it, and the seed draws ${result.drawnPana}, the declared ${SESSION_LABEL[session.session]} pana.`,
    };
  }
  const problems: string[] = [];
  if (!result.commitmentMatches) problems.push('SHA-256 of the seed does not match the commitment');
  if (!declared) problems.push('no declared result was found for this session');
  else if (!result.panaMatches) problems.push(`the seed draws ${result.drawnPana ?? 'nothing'}, but ${declared.pana} was declared`);
  return { kind: 'failed', text: `Verification failed: ${problems.join('; ')}.` };
}

/** Every session's outcome, worked out once the facts are in; a session still being checked is absent. */
export function useSessionChecks(sessions: readonly DrawSession[], declarations: readonly DeclarationHistoryEntry[] | undefined): Map<string, Outcome> {
  const [outcomes, setOutcomes] = useState<Map<string, Outcome>>(new Map());
  useEffect(() => {
    if (!declarations) return undefined;
    let current = true;
    void (async () => {
      const next = new Map<string, Outcome>();
      for (const session of sessions) {
        try {
          next.set(sessionKey(session), await checkSession(session, declarations));
        } catch {
          // No WebCrypto outside a secure context (HTTPS or localhost): the timing verdict still shows.
          const settled = verdictOutcome(session);
          if (settled) next.set(sessionKey(session), settled);
        }
      }
      if (current) setOutcomes(next);
    })();
    return () => {
      current = false;
    };
  }, [sessions, declarations]);
  return outcomes;
}
