/** A standing declaration's settlement summary: what it settled and paid, and how long it took. */
import type { DeclarationRecord } from '@matka/shared';
import { istTime, points } from '../../components/format';
import styles from './Results.module.css';

export function SummaryFigures({ declaration }: { declaration: DeclarationRecord }) {
  return (
    <dl className={styles.figures} aria-label="Settlement summary">
      <div><dt>Settled</dt><dd>{points(declaration.settled)}</dd></div>
      <div><dt>Winners</dt><dd>{points(declaration.winners)}</dd></div>
      <div><dt>Staked</dt><dd>{points(declaration.staked)}</dd></div>
      <div><dt>Paid</dt><dd>{points(declaration.paid)}</dd></div>
      <div><dt>Time taken</dt><dd>{points(declaration.settle_ms)} ms</dd></div>
      <div><dt>Declared</dt><dd>{istTime(declaration.declared_at)}</dd></div>
    </dl>
  );
}
