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
import { HISTORY, useText } from '@matka/shared/client';
import { useDates } from '../../components/useDates';
import type { MarketRecord } from './marketRecord';
import { checkSession, dayText, sessionKey, type Outcome } from './sessionChecks';
import styles from './Draws.module.css';

/** How a session's result came: history:draws.<key>. */
const SOURCE = { draw: 'drawn', manual: 'byHand' } as const satisfies Record<NonNullable<DrawSession['source']>, string>;

export function Draws({ record }: { record: MarketRecord }) {
  const { t } = useText(HISTORY);
  if (!record.drawMarket || record.sessions.length === 0) return null;
  return (
    <section className={`card ${styles.draws}`} aria-labelledby="draws-title">
      <h3 id="draws-title" className={styles.title}>{t('draws.title')}</h3>
      <p className={styles.intro}>{t('draws.intro')}</p>
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
  const { t } = useText(HISTORY);
  const dates = useDates();
  const [rechecked, setRechecked] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const label = `${dayText(session.business_date)} ${t(session.session === 'open' ? 'sessions.Open' : 'sessions.Close')}`;
  const outcome = rechecked ?? checked;
  const verify = async () => {
    setBusy(true);
    try {
      setRechecked(await checkSession(session, declarations ?? [], t));
    } catch {
      // WebCrypto exists only in secure contexts (HTTPS or localhost).
      setRechecked({ kind: 'failed', text: t('draws.noWebCrypto') });
    } finally {
      setBusy(false);
    }
  };
  const shown = session.pana ?? session.declared_pana;
  return (
    <li className={styles.item} aria-label={t('draws.item', { label })}>
      <p className={styles.head}>
        <strong>{label}</strong>
        {shown ? <span className={styles.pana}>{shown}</span> : <span className="muted">{t('draws.notDrawn')}</span>}
      </p>
      <dl className={styles.facts}>
        {session.source && (<><dt>{t('draws.result')}</dt><dd>{t(`draws.${SOURCE[session.source]}`)}</dd></>)}
        <dt>{shown ? t('draws.biddingOpened') : t('draws.biddingOpens')}</dt>
        <dd>{t('draws.ist', { time: dates.instant(session.bidding_opens_at) })}</dd>
        <dt>{t('draws.commitment')}</dt>
        <dd className={session.commitment ? styles.hex : undefined}>{session.commitment ?? t('draws.noCommitment')}</dd>
        {session.committed_at && (<><dt>{t('draws.published')}</dt><dd>{t('draws.ist', { time: dates.instant(session.committed_at) })}</dd></>)}
        {session.commitment && (<><dt>{t('draws.seed')}</dt><dd className={styles.hex}>{session.seed ?? t('draws.seedLater')}</dd></>)}
      </dl>
      {session.seed && (
        <button type="button" className={`btn btn-ghost ${styles.verify}`} onClick={verify} disabled={busy || !declarations}
          aria-label={t('draws.verifyLabel', { label })}>
          {busy ? t('draws.verifying') : t('draws.verify')}
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
