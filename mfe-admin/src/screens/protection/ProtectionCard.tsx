/**
 * A player's protection on their console page (docs/PROTECTION.md
 * "Operators"): limits with what their windows used and any raise in
 * waiting, the break that stands and every break taken, the sign-up record
 * and the player's markers of harm. Read-only: only the player changes
 * these. The one action, "Lift…", shows on what the server says is liftable
 * (an ended self-exclusion) and only to roles that may switch betting on.
 */
import { LIMIT_KINDS, LIMIT_PERIODS, plural, type ExclusionView, type LimitView, type PlayBlock, type PlayerProtectionView } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { Collapsible } from '../../components/Collapsible';
import { istTime, points } from '../../components/format';
import { ResponsiveTable, TableMessage, type Column } from '../../components/ResponsiveTable';
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

interface LimitLine { kind: LimitView['kind']; period: LimitView['period']; limit: LimitView | undefined }

const LIMIT_COLUMNS: Column<LimitLine>[] = [
  { key: 'limit', header: 'Limit', rowHeader: true, render: ({ kind, period }) => `${LIMIT_LABEL[kind]} ${limitPeriodLabel(period)}` },
  { key: 'now', header: 'Applies now', align: 'end', render: ({ limit }) => (limit?.points ? points(limit.points) : 'No limit') },
  { key: 'used', header: 'Used in window', align: 'end', render: ({ limit }) => (limit ? points(limit.used) : '—') },
  {
    key: 'raise', header: 'Raise waiting (applies from, IST)', wide: true,
    render: ({ limit }) => (limit?.pending ? `${limit.pending.points ? points(limit.pending.points) : 'No limit'} from ${limit.pending.from}` : '—'),
  },
];

/** Every kind and period, set or not: "No limit" is worth reading too. */
const limitLines = (limits: LimitView[]): LimitLine[] => LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => (
  { kind, period, limit: limits.find((entry) => entry.kind === kind && entry.period === period) }
)));

function breakColumns(view: PlayerProtectionView, mayLift: boolean): Column<ExclusionView>[] {
  const liftable = (exclusion: ExclusionView) => view.liftable.includes(exclusion.id);
  return [
    { key: 'break', header: 'Break', rowHeader: true, render: (exclusion) => breakLabel(exclusion.kind, exclusion.period) },
    { key: 'started', header: 'Started', render: (exclusion) => istTime(exclusion.started_at) },
    { key: 'ends', header: 'Ends', render: (exclusion) => (exclusion.ends_at ? istTime(exclusion.ends_at) : 'Never') },
    { key: 'state', header: 'State', render: (exclusion) => breakState(exclusion, liftable(exclusion)) },
    {
      key: 'action', header: 'Action', hideHeader: true, wide: true,
      render: (exclusion) => (liftable(exclusion) && mayLift ? <LiftExclusion exclusion={exclusion} playerName={view.name || view.phone_number} /> : null),
    },
  ];
}

/** What the folded card says: a break standing (a pill), else how many limits the player set. */
function protectionNote(view: PlayerProtectionView) {
  if (view.block) return <span className="pill pill-warning">Break standing</span>;
  return `${plural(view.limits.length, 'limit')} set`;
}

export function ProtectionCard({ playerId }: { playerId: number }) {
  const operator = useConsoleSelector(selectOperator);
  const { currentData: view, error } = usePlayerProtectionQuery(playerId);
  return (
    // Folded on a phone (a player's page ran to 6,000 px there), its heading saying whether a break stands.
    <div className="card">
      <Collapsible title="Protection" note={view ? protectionNote(view) : undefined}>
        <div className={styles.card}>
          {error && <p role="alert">{errorText(error)}</p>}
          {!view && !error && <p className="muted" role="status">Loading…</p>}
          {view && <ProtectionDetails view={view} mayLift={operatorMay(operator, 'player_status')} />}
        </div>
      </Collapsible>
    </div>
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
      <ResponsiveTable caption="Limits (set by the player)" showCaption columns={LIMIT_COLUMNS} rows={limitLines(view.limits)}
        rowKey={(line) => `${line.kind}-${line.period}`} />
      <ResponsiveTable caption="Time-outs and self-exclusions" showCaption columns={breakColumns(view, mayLift)} rows={view.exclusions}
        rowKey={(exclusion) => exclusion.id} message={view.exclusions.length === 0 ? <TableMessage>Never took a break.</TableMessage> : null} />
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
