/**
 * Markers of harm on the dashboard (docs/PROTECTION.md "Markers of harm"):
 * per marker the rule the server applied (its configured thresholds) and
 * the players it flagged, each a link to their page. Shown to roles that
 * may read players; the server refuses the call to the others. Folded on a
 * phone, its heading counts the players flagged.
 */
import { Link } from 'react-router-dom';
import { plural, type HarmMarker } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { Collapsible } from '../../components/Collapsible';
import { FlaggedCount } from '../../components/FlaggedCount';
import { istTime } from '../../components/format';
import { useHarmMarkersQuery } from '../../state/protectionApi';
import { MARKERS } from './labels';
import styles from './Protection.module.css';

/** The first players of each marker; the rest are counted. */
const SHOWN = 8;

export function HarmMarkers() {
  const { data, error } = useHarmMarkersQuery(undefined, { pollingInterval: 300_000 });
  return (
    <Collapsible
      title={`Markers of harm${data ? ` (last ${plural(data.thresholds.lookback_days, 'day')})` : ''}`}
      note={data && <FlaggedCount count={new Set(data.markers.map((entry) => entry.player_id)).size} noun="player" />}
    >
      {error && <p role="alert">{errorText(error)}</p>}
      {!data && !error && <p className="muted" role="status">Loading…</p>}
      {data && (
        <div className={styles.groups}>
          {MARKERS.map((marker) => {
            const flagged = data.markers.filter((entry) => entry.kind === marker.kind);
            return (
              <section key={marker.kind} className={`card ${styles.group}`} aria-label={marker.title}>
                <h4 className={styles.groupTitle}>
                  <span>{marker.title}</span>
                  <span className={flagged.length ? 'pill pill-warning' : 'pill'}>{flagged.length} flagged</span>
                </h4>
                <p className={styles.rule}>Flags {marker.rule(data.thresholds)}.</p>
                {flagged.length === 0 ? <p className="muted">No player flagged.</p> : <FlaggedList flagged={flagged} />}
              </section>
            );
          })}
        </div>
      )}
    </Collapsible>
  );
}

function FlaggedList({ flagged }: { flagged: HarmMarker[] }) {
  return (
    <>
      <ul className={styles.flagged}>
        {flagged.slice(0, SHOWN).map((entry) => (
          <li key={entry.player_id}>
            <Link to={`/admin/players/${entry.player_id}`}>{entry.name || '(no name)'} ({entry.phone_number})</Link>
            <span className="muted" title={entry.detail}>×{entry.count} · {istTime(entry.last_at)}</span>
          </li>
        ))}
      </ul>
      {flagged.length > SHOWN && <p className="muted">and {flagged.length - SHOWN} more</p>}
    </>
  );
}
