/**
 * The public results log on a market's chart page (docs/SETTLEMENT.md
 * "Results log"), for every market, manual ones included: each declaration
 * of the last 60 days (result_history.php) with its pana, how it was decided
 * — by hand, or drawn by the server and whether this page verified it — and
 * when; a reverted result stays in the log, marked reverted with the time and
 * reason, and the result that replaced it says what it corrects.
 */
import { useState } from 'react';
import type { DeclarationHistoryEntry } from '@matka/shared';
import { Pill } from '../../components/Pill';
import { formatInstantIst, type PillTone } from '../../format';
import type { MarketRecord } from './marketRecord';
import { SESSION_LABEL, dayText, sessionKey, type Outcome } from './sessionChecks';
import styles from './ResultsLog.module.css';

const FIRST_PAGE = 10;
const PAGE = 20;

function source(entry: DeclarationHistoryEntry, outcome: Outcome | undefined): { label: string; tone: PillTone } {
  if (entry.source === 'manual') return { label: 'Declared by hand', tone: 'neutral' };
  if (entry.reverted_at === null && outcome?.kind === 'verified') return { label: 'Drawn · verified', tone: 'success' };
  if (entry.reverted_at === null && outcome?.kind === 'failed') return { label: 'Drawn · verification failed', tone: 'danger' };
  if (entry.reverted_at === null && outcome?.kind === 'unverifiable') return { label: 'Drawn · not verifiable', tone: 'warning' };
  return { label: 'Drawn by the server', tone: 'neutral' };
}

export function ResultsLog({ record }: { record: MarketRecord }) {
  const [shown, setShown] = useState(FIRST_PAGE);
  const entries = record.declarations;
  return (
    <section className={`card ${styles.log}`} aria-labelledby="results-log-title">
      <h3 id="results-log-title" className={styles.title}>Results log</h3>
      <p className={styles.intro}>
        Every result declared for this market in the last 60 days, newest first: how it was decided, when, and every
        revert with its time and reason.
      </p>
      {record.historyFailed && (
        <p className={styles.note}>
          The results log could not be loaded.{' '}
          <button type="button" className="btn btn-ghost" onClick={record.retryHistory}>Try again</button>
        </p>
      )}
      {!entries && record.historyLoading && <p className={styles.note} aria-busy="true">Loading the results log…</p>}
      {entries && entries.length === 0 && <p className={styles.note}>No result declared in the last 60 days.</p>}
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
              Show more ({entries.length - shown} older)
            </button>
          )}
        </>
      )}
    </section>
  );
}

function LogEntry({ entry, outcome, replaced }: { entry: DeclarationHistoryEntry; outcome: Outcome | undefined; replaced: DeclarationHistoryEntry[] }) {
  const reverted = entry.reverted_at !== null;
  const how = source(entry, outcome);
  const label = `${dayText(entry.business_date)} ${SESSION_LABEL[entry.session]}`;
  return (
    <li className={`${styles.entry} ${reverted ? styles.reverted : ''}`} aria-label={`${label} ${entry.pana}${reverted ? ', reverted' : ''}`}>
      <p className={styles.head}>
        <span className={styles.when}>{label}</span>
        {reverted ? <del className={styles.pana}>{entry.pana}</del> : <span className={styles.pana}>{entry.pana}</span>}
      </p>
      <p className={styles.meta}>
        <Pill tone={how.tone}>{how.label}</Pill>
        <span>Declared {formatInstantIst(entry.declared_at)} IST</span>
      </p>
      {reverted && (
        <p className={styles.revert}>
          <Pill tone="danger">Reverted</Pill>
          <span>{formatInstantIst(entry.reverted_at ?? '')} IST{entry.revert_reason ? `: ${entry.revert_reason}` : ''}</span>
        </p>
      )}
      {replaced.length > 0 && (
        <p className={styles.meta}>Corrects {replaced.map((other) => other.pana).join(', ')}, reverted.</p>
      )}
    </li>
  );
}
