/**
 * The public results log on a market's chart page (docs/SETTLEMENT.md
 * "Results log"), for every market, manual ones included: each declaration
 * of the last 60 days (result_history.php) with its pana, how it was decided
 * — by hand, or drawn by the server and whether this page verified it — and
 * when; a reverted result stays in the log, marked reverted with the time and
 * reason, and the result that replaced it says what it corrects.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { DeclarationHistoryEntry } from '@matka/shared';
import { HISTORY, useText } from '@matka/shared/client';
import { useDates } from '../../components/useDates';
import { Pill } from '../../components/Pill';
import type { PillTone } from '../../format';
import type { MarketRecord } from './marketRecord';
import { dayText, sessionKey, type Outcome } from './sessionChecks';
import styles from './ResultsLog.module.css';

const FIRST_PAGE = 10;
const PAGE = 20;

function source(entry: DeclarationHistoryEntry, outcome: Outcome | undefined, t: TFunction<'history'>): { label: string; tone: PillTone } {
  if (entry.source === 'manual') return { label: t('log.byHand'), tone: 'neutral' };
  if (entry.reverted_at === null && outcome?.kind === 'verified') return { label: t('log.verified'), tone: 'success' };
  if (entry.reverted_at === null && outcome?.kind === 'failed') return { label: t('log.verifyFailed'), tone: 'danger' };
  if (entry.reverted_at === null && outcome?.kind === 'unverifiable') return { label: t('log.notVerifiable'), tone: 'warning' };
  return { label: t('log.byServer'), tone: 'neutral' };
}

export function ResultsLog({ record }: { record: MarketRecord }) {
  const { t } = useText(HISTORY);
  const [shown, setShown] = useState(FIRST_PAGE);
  const entries = record.declarations;
  return (
    <section className={`card ${styles.log}`} aria-labelledby="results-log-title">
      <h3 id="results-log-title" className={styles.title}>{t('log.title')}</h3>
      <p className={styles.intro}>{t('log.intro')}</p>
      {record.historyFailed && (
        <p className={styles.note}>
          {t('log.failed')}{' '}
          <button type="button" className="btn btn-ghost" onClick={record.retryHistory}>{t('log.tryAgain')}</button>
        </p>
      )}
      {!entries && record.historyLoading && <p className={styles.note} aria-busy="true">{t('log.loading')}</p>}
      {entries && entries.length === 0 && <p className={styles.note}>{t('log.none')}</p>}
      {entries && entries.length > 0 && (
        <>
          <ol className={styles.list}>
            {entries.slice(0, shown).map((entry, index) => (
              <LogEntry key={`${sessionKey(entry)}-${entry.declared_at}-${index}`} entry={entry}
                outcome={record.outcomes.get(sessionKey(entry))}
                replaced={entry.reverted_at === null ? entries.filter((other) => other.reverted_at && sessionKey(other) === sessionKey(entry)) : []} />
            ))}
          </ol>
          {entries.length > shown && (
            <button type="button" className={`btn btn-ghost ${styles.more}`} onClick={() => setShown(shown + PAGE)}>
              {t('log.more', { n: entries.length - shown })}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function LogEntry({ entry, outcome, replaced }: { entry: DeclarationHistoryEntry; outcome: Outcome | undefined; replaced: DeclarationHistoryEntry[] }) {
  const { t } = useText(HISTORY);
  const dates = useDates();
  const reverted = entry.reverted_at !== null;
  const how = source(entry, outcome, t);
  const label = `${dayText(entry.business_date)} ${t(entry.session === 'open' ? 'sessions.Open' : 'sessions.Close')}`;
  return (
    <li className={`${styles.entry} ${reverted ? styles.reverted : ''}`} aria-label={`${label} ${entry.pana}${reverted ? t('log.reverted') : ''}`}>
      <p className={styles.head}>
        <span className={styles.when}>{label}</span>
        {reverted ? <del className={styles.pana}>{entry.pana}</del> : <span className={styles.pana}>{entry.pana}</span>}
      </p>
      <p className={styles.meta}>
        <Pill tone={how.tone}>{how.label}</Pill>
        <span>{t('log.declared', { time: dates.instant(entry.declared_at) })}</span>
      </p>
      {reverted && (
        <p className={styles.revert}>
          <Pill tone="danger">{t('log.revertedPill')}</Pill>
          <span>{entry.revert_reason
            ? t('log.revertedAtWhy', { time: dates.instant(entry.reverted_at ?? ''), reason: entry.revert_reason })
            : t('log.revertedAt', { time: dates.instant(entry.reverted_at ?? '') })}</span>
        </p>
      )}
      {replaced.length > 0 && (
        <p className={styles.meta}>{t('log.corrects', { panas: replaced.map((other) => other.pana).join(', ') })}</p>
      )}
    </li>
  );
}
