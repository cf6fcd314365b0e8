/**
 * Verifiable draws on a market's chart page (docs/SETTLEMENT.md "Verifiable
 * draws"): for a market the server draws, EVERY session of the window the
 * server publishes — drawn ones with their commitment and revealed seed,
 * hand-declared ones and any other the page cannot verify with the reason,
 * upcoming ones with their commitment. Each outcome is the page's own check
 * (sessionChecks.ts), worked out as the list loads; Verify runs it again.
 */
import { useState } from 'react';
import type { DeclarationHistoryEntry, DrawSession } from '@matka/shared';
import { formatInstantIst } from '../../format';
import type { MarketRecord } from './marketRecord';
import { SESSION_LABEL, checkSession, dayText, sessionKey, type Outcome } from './sessionChecks';
import styles from './Draws.module.css';

const SOURCE: Record<NonNullable<DrawSession['source']>, string> = { draw: 'Drawn by the server', manual: 'Declared by hand' };

export function Draws({ record }: { record: MarketRecord }) {
  if (!record.drawMarket || record.sessions.length === 0) return null;
  return (
    <section className={`card ${styles.draws}`} aria-labelledby="draws-title">
      <h3 id="draws-title" className={styles.title}>Verifiable draws</h3>
      <p className={styles.intro}>
        The server draws this market&apos;s results. Before a day takes bids (from 00:00 IST) it publishes the SHA-256
        commitment of each session&apos;s secret seed; after the draw it reveals the seed. Your browser checks that the
        commitment came first, that the seed matches it and that it draws the declared pana. A day declared by hand
        cannot be checked and is listed as not verifiable.
      </p>
      <ul className={styles.list}>
        {record.sessions.map((session) => (
          <DrawItem key={sessionKey(session)} session={session} declarations={record.declarations} checked={record.outcomes.get(sessionKey(session))} />
        ))}
      </ul>
    </section>
  );
}

function DrawItem({ session, declarations, checked }: {
  session: DrawSession; declarations: DeclarationHistoryEntry[] | undefined; checked: Outcome | undefined;
}) {
  const [rechecked, setRechecked] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const label = `${dayText(session.business_date)} ${SESSION_LABEL[session.session]}`;
  const outcome = rechecked ?? checked;
  const verify = async () => {
    setBusy(true);
    try {
      setRechecked(await checkSession(session, declarations ?? []));
    } catch {
      // WebCrypto exists only in secure contexts (HTTPS or localhost).
      setRechecked({ kind: 'failed', text: 'Verification could not run: this browser offers no WebCrypto on this page (it needs HTTPS).' });
    } finally {
      setBusy(false);
    }
  };
  const shown = session.pana ?? session.declared_pana;
  return (
    <li className={styles.item} aria-label={`Draw ${label}`}>
      <p className={styles.head}>
        <strong>{label}</strong>
        {shown ? <span className={styles.pana}>{shown}</span> : <span className="muted">not drawn yet</span>}
      </p>
      <dl className={styles.facts}>
        {session.source && (<><dt>Result</dt><dd>{SOURCE[session.source]}</dd></>)}
        <dt>{shown ? 'Bidding opened' : 'Bidding opens'}</dt>
        <dd>{formatInstantIst(session.bidding_opens_at)} IST</dd>
        <dt>Commitment</dt>
        <dd className={session.commitment ? styles.hex : undefined}>{session.commitment ?? 'None published.'}</dd>
        {session.committed_at && (<><dt>Published</dt><dd>{formatInstantIst(session.committed_at)} IST</dd></>)}
        {session.commitment && (<><dt>Seed</dt><dd className={styles.hex}>{session.seed ?? 'Revealed after the draw.'}</dd></>)}
      </dl>
      {session.seed && (
        <button type="button" className={`btn btn-ghost ${styles.verify}`} onClick={verify} disabled={busy || !declarations}
          aria-label={`Verify ${label}`}>
          {busy ? 'Verifying…' : 'Verify'}
        </button>
      )}
      {outcome && outcome.kind !== 'pending' && <OutcomeLine outcome={outcome} />}
    </li>
  );
}

const MARK: Record<Exclude<Outcome['kind'], 'pending'>, string> = { verified: '✓ ', failed: '✗ ', unverifiable: '✗ ' };

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  const tone = outcome.kind === 'verified' ? styles.pass : outcome.kind === 'failed' ? styles.fail : styles.unverifiable;
  return (
    <p role="status" className={tone}>
      <span aria-hidden="true">{MARK[outcome.kind as keyof typeof MARK]}</span>{outcome.text}
    </p>
  );
}
