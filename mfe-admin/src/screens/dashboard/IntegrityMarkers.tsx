/**
 * Result integrity on the dashboard (docs/SETTLEMENT.md "Integrity"): the
 * result sessions whose previews suggest a pana was chosen — the best pana
 * for the house declared among several previewed, or a session whose
 * previews reached the limit — each linking to its market day. They name
 * operators, so the server sends them only to roles that read the audit log.
 * A prompt to look, not a verdict. Folded on a phone, its heading counts them.
 */
import { Link } from 'react-router-dom';
import { plural, type IntegrityMarker, type IntegrityMarkerKind } from '@matka/shared';
import { Collapsible } from '../../components/Collapsible';
import { FlaggedCount } from '../../components/FlaggedCount';
import { istTime } from '../../components/format';
import styles from './Dashboard.module.css';

const KINDS: ReadonlyArray<{ kind: IntegrityMarkerKind; title: string; rule: string }> = [
  { kind: 'best_for_house', title: 'Best pana for the house declared', rule: 'A declared pana that paid the least of two or more panas previewed before it.' },
  { kind: 'preview_limit_reached', title: 'Preview limit reached', rule: 'A session whose previews reached the limit set in Settings.' },
];

const SESSION = { open: 'Open', close: 'Close' } as const;

export function IntegrityMarkers({ markers, lookbackDays }: { markers: readonly IntegrityMarker[]; lookbackDays: number }) {
  return (
    <Collapsible title={`Result integrity (last ${plural(lookbackDays, 'day')})`} note={<FlaggedCount count={markers.length} noun="session" />}>
      <div className={styles.markerGroups}>
        {KINDS.map(({ kind, title, rule }) => {
          const flagged = markers.filter((marker) => marker.kind === kind);
          return (
            <section key={kind} className={`card ${styles.markerGroup}`} aria-label={title}>
              <h4 className={styles.markerTitle}>
                <span>{title}</span>
                <span className={flagged.length ? 'pill pill-warning' : 'pill'}>{flagged.length} flagged</span>
              </h4>
              <p className={styles.rule}>{rule}</p>
              {flagged.length === 0 ? <p className="muted">No session flagged.</p> : (
                <ul className={styles.markerList}>
                  {flagged.map((marker) => (
                    <li key={`${marker.market_id}:${marker.business_date}:${marker.session}`}>
                      <Link to={`/admin/results?market=${marker.market_id}&date=${marker.business_date}`}>
                        {marker.market} · {marker.business_date} · {SESSION[marker.session]}
                      </Link>
                      <span>{marker.detail}</span>
                      <span className="muted">{marker.operators.join(', ')} · {istTime(marker.at)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Collapsible>
  );
}
