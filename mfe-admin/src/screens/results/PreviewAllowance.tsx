/**
 * How many different panas of this session have been previewed, of the most
 * allowed (docs/SETTLEMENT.md "Integrity"): the limit is the session's,
 * whoever previewed, and every preview is in the audit log.
 */
import { plural } from '@matka/shared';
import styles from './Results.module.css';

export function PreviewAllowance({ used, limit }: { used: number; limit: number }) {
  if (limit === 0) return <p className={styles.allowanceSpent}>Previews are switched off in Settings: declare the pana the market drew.</p>;
  if (used >= limit) {
    return <p className={styles.allowanceSpent}>Previews: {used} of {plural(limit, 'pana')} — the limit is reached. A new pana is declared without a preview.</p>;
  }
  return <p className={styles.allowance}>Previews: {used} of {plural(limit, 'pana')} for this session. Each one is in the audit log.</p>;
}
