/**
 * Verifiable draws on a market's chart page (docs/SETTLEMENT.md "Verifiable
 * draws"): for a market the server draws, each session's commitment (public
 * before the day takes bids) and, once drawn, its seed with a Verify button.
 * Verify runs in the browser with the server's own code (`verifyDraw`,
 * shared/src/domain/draw.ts, WebCrypto): SHA-256(seed) must equal the
 * commitment, and the seed must draw the pana the market declared (read from
 * the public result history, not from the draw list itself).
 */
import { useState } from 'react';
import { verifyDraw, type DeclarationHistoryEntry, type DrawEntry } from '@matka/shared';
import { useGetDrawsQuery, useGetResultHistoryQuery } from '../../state/historyApi';
import styles from './Draws.module.css';

const SESSION: Record<DrawEntry['session'], string> = { open: 'Open', close: 'Close' };

/** '2026-11-24' → '24/11/2026', as the chart writes dates. */
const dayText = (date: string) => date.split('-').reverse().join('/');

export function Draws({ market }: { market: string }) {
  const draws = useGetDrawsQuery(market);
  const list = draws.data?.draws ?? [];
  const history = useGetResultHistoryQuery(market, { skip: !list.some((draw) => draw.seed !== null) });
  if (list.length === 0) return null;
  return (
    <section className={`card ${styles.draws}`} aria-labelledby="draws-title">
      <h3 id="draws-title" className={styles.title}>Verifiable draws</h3>
      <p className={styles.intro}>
        The server draws this market&apos;s results. Before a day takes bids it publishes the SHA-256 commitment of each
        session&apos;s secret seed; after the draw it reveals the seed. Verify checks in your browser that the seed matches the
        commitment and draws the declared pana.
      </p>
      <ul className={styles.list}>
        {list.map((draw) => (
          <DrawItem key={`${draw.business_date}-${draw.session}`} draw={draw} declarations={history.data} />
        ))}
      </ul>
    </section>
  );
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

async function check(draw: DrawEntry, declarations: DeclarationHistoryEntry[]): Promise<Outcome> {
  const declared = declarations.find((entry) => entry.business_date === draw.business_date && entry.session === draw.session && entry.reverted_at === null);
  const result = await verifyDraw({ seed: draw.seed ?? '', commitment: draw.commitment, pana: declared?.pana ?? '' });
  if (result.ok) {
    return { ok: true, text: `Verified: SHA-256 of the seed matches the commitment, and the seed draws ${result.drawnPana}, the declared ${SESSION[draw.session]} pana.` };
  }
  const problems: string[] = [];
  if (!result.commitmentMatches) problems.push('SHA-256 of the seed does not match the commitment');
  if (!declared) problems.push('no declared result was found for this session');
  else if (!result.panaMatches) problems.push(`the seed draws ${result.drawnPana ?? 'nothing'}, but ${declared.pana} was declared`);
  return { ok: false, text: `Verification failed: ${problems.join('; ')}.` };
}

function DrawItem({ draw, declarations }: { draw: DrawEntry; declarations: DeclarationHistoryEntry[] | undefined }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const label = `${dayText(draw.business_date)} ${SESSION[draw.session]}`;
  const verify = async () => {
    setBusy(true);
    try {
      setOutcome(await check(draw, declarations ?? []));
    } catch {
      // WebCrypto exists only in secure contexts (HTTPS or localhost).
      setOutcome({ ok: false, text: 'Verification could not run: this browser offers no WebCrypto on this page (it needs HTTPS).' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} aria-label={`Draw ${label}`}>
      <p className={styles.head}>
        <strong>{label}</strong>
        {draw.pana ? <span className={styles.pana}>{draw.pana}</span> : <span className="muted">not drawn yet</span>}
      </p>
      <dl className={styles.facts}>
        <dt>Commitment</dt>
        <dd className={styles.hex}>{draw.commitment}</dd>
        <dt>Seed</dt>
        <dd className={styles.hex}>{draw.seed ?? 'Revealed after the draw.'}</dd>
      </dl>
      {draw.seed && (
        <button type="button" className={`btn btn-ghost ${styles.verify}`} onClick={verify} disabled={busy || !declarations}
          aria-label={`Verify ${label}`}>
          {busy ? 'Verifying…' : 'Verify'}
        </button>
      )}
      {outcome && (
        <p role="status" className={outcome.ok ? styles.pass : styles.fail}>
          <span aria-hidden="true">{outcome.ok ? '✓ ' : '✗ '}</span>{outcome.text}
        </p>
      )}
    </li>
  );
}
