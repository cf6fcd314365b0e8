/**
 * A player's protection on their console page (docs/PROTECTION.md
 * "Operators"): limits with what their windows used and any raise in
 * waiting, the break that stands and every break taken, the sign-up record
 * and the player's markers of harm. Read-only: only the player changes
 * these. The one action, "Lift…", shows on what the server says is liftable
 * (an ended self-exclusion) and only to roles that may switch betting on.
 */
import { LIMIT_KINDS, LIMIT_PERIODS, type ExclusionView, type LimitView, type PlayBlock, type PlayerProtectionView } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { istTime, points } from '../../components/format';
import { usePlayerProtectionQuery } from '../../state/protectionApi';
import { operatorMay, selectOperator } from '../../state/session';
import { useConsoleSelector } from '../../state/store';
import { LIMIT_LABEL, MARKERS, breakLabel, limitPeriodLabel } from './labels';
import { LiftExclusion } from './LiftExclusion';
import styles from './Protection.module.css';

function standingBreak(block: PlayBlock | null) {
  if (!block) return <span className="pill pill-success">None: may bid and deposit</span>;
  if (block.kind === 'timeout') return <span className="pill pill-warning">Time-out until {block.until}</span>;
  if (!block.until) return <span className="pill pill-danger">Self-excluded permanently</span>;
  if (block.ended) return <span className="pill pill-warning">Self-exclusion ended {block.until}, not lifted: play stays closed</span>;
  return <span className="pill pill-danger">Self-excluded until {block.until}</span>;
}

function breakState(exclusion: ExclusionView, liftable: boolean): string {
  if (exclusion.lifted_at) return `Lifted ${istTime(exclusion.lifted_at)}`;
  if (liftable) return 'Ended, not lifted';
  if (!exclusion.ends_at) return 'Permanent';
  if (exclusion.kind === 'timeout' && new Date(exclusion.ends_at).getTime() <= Date.now()) return 'Ended';
  return 'Running';
}

function LimitRows({ limits }: { limits: LimitView[] }) {
  return LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => {
    const limit = limits.find((entry) => entry.kind === kind && entry.period === period);
    return (
      <tr key={`${kind}-${period}`}>
        <th scope="row">{LIMIT_LABEL[kind]} {limitPeriodLabel(period)}</th>
        <td className={styles.num}>{limit?.points ? points(limit.points) : 'No limit'}</td>
        <td className={styles.num}>{limit ? points(limit.used) : '—'}</td>
        <td>{limit?.pending ? `${limit.pending.points ? points(limit.pending.points) : 'No limit'} from ${limit.pending.from}` : '—'}</td>
      </tr>
    );
  }));
}

export function ProtectionCard({ playerId }: { playerId: number }) {
  const operator = useConsoleSelector(selectOperator);
  const { currentData: view, error } = usePlayerProtectionQuery(playerId);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="protection-title">
      <h3 id="protection-title" className={styles.title}>Protection</h3>
      {error && <p role="alert">{errorText(error)}</p>}
      {!view && !error && <p className="muted" role="status">Loading…</p>}
      {view && <ProtectionDetails view={view} mayLift={operatorMay(operator, 'player_status')} />}
    </section>
  );
}

function ProtectionDetails({ view, mayLift }: { view: PlayerProtectionView; mayLift: boolean }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>Break now</dt><dd aria-label="Break now">{standingBreak(view.block)}</dd>
        <dt>Date of birth</dt><dd>{view.date_of_birth ?? 'Not recorded (account older than the age check)'}</dd>
        <dt>Terms accepted</dt><dd>{view.terms_accepted_at ? istTime(view.terms_accepted_at) : 'Not recorded'}</dd>
      </dl>
      <div className="table-wrap">
        <table className={`table ${styles.table}`}>
          <caption className={styles.caption}>Limits (set by the player)</caption>
          <thead>
            <tr>
              <th scope="col">Limit</th><th scope="col" className={styles.num}>Applies now</th>
              <th scope="col" className={styles.num}>Used in window</th><th scope="col">Raise waiting (applies from, IST)</th>
            </tr>
          </thead>
          <tbody><LimitRows limits={view.limits} /></tbody>
        </table>
      </div>
      <div className="table-wrap">
        <table className={`table ${styles.table}`}>
          <caption className={styles.caption}>Time-outs and self-exclusions</caption>
          <thead>
            <tr><th scope="col">Break</th><th scope="col">Started</th><th scope="col">Ends</th><th scope="col">State</th><th scope="col"><span className="visually-hidden">Action</span></th></tr>
          </thead>
          <tbody>
            {view.exclusions.length === 0 && <tr><td colSpan={5} className="muted">Never took a break.</td></tr>}
            {view.exclusions.map((exclusion) => {
              const liftable = view.liftable.includes(exclusion.id);
              return (
                <tr key={exclusion.id}>
                  <td>{breakLabel(exclusion.kind, exclusion.period)}</td>
                  <td>{istTime(exclusion.started_at)}</td>
                  <td>{exclusion.ends_at ? istTime(exclusion.ends_at) : 'Never'}</td>
                  <td>{breakState(exclusion, liftable)}</td>
                  <td>{liftable && mayLift ? <LiftExclusion exclusion={exclusion} playerName={view.name || view.phone_number} /> : null}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {view.markers.length > 0 && (
        <div>
          <h4 className={styles.caption}>Markers of harm</h4>
          <ul className={styles.markers}>
            {view.markers.map((marker) => (
              <li key={marker.kind}>
                <span className="pill pill-warning">{MARKERS.find((entry) => entry.kind === marker.kind)?.title}</span> {marker.detail}; last {istTime(marker.last_at)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
