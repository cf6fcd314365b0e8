/**
 * A server-drawn session on the results screen (docs/SETTLEMENT.md
 * "Verifiable draws"): its public commitment, when it was made, and once
 * drawn the revealed seed. Nothing here can change the draw.
 */
import type { DrawEntry } from '@matka/shared';
import { istTime } from '../../components/format';
import styles from './Results.module.css';

export function DrawFacts({ draw }: { draw: DrawEntry }) {
  return (
    <div className={styles.draw} role="note" aria-label={`${draw.session === 'open' ? 'Open' : 'Close'} draw`}>
      <p><span className="pill pill-success">Drawn by the server</span></p>
      <dl className={styles.drawFacts}>
        <dt>Commitment (SHA-256 of the seed)</dt>
        <dd className={styles.hex}>{draw.commitment}</dd>
        <dt>Committed</dt>
        <dd>{istTime(draw.committed_at)}</dd>
        <dt>Seed</dt>
        <dd className={styles.hex}>{draw.seed ?? 'Secret until the draw.'}</dd>
        {draw.drawn_at && (
          <>
            <dt>Drawn</dt>
            <dd>{istTime(draw.drawn_at)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
