/**
 * Before → after of one audit row: every field that changed, each on its own
 * line and in full (long values wrap, nothing is cut); the raw before and
 * after JSON unfold below. On a phone a folded change shows its first three
 * lines and counts the others; opening it shows them all.
 */
import styles from './AuditLog.module.css';

/** Nothing (null, absent, empty text) reads '—'. */
const brief = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A record as "key: value" lines, not raw JSON. */
function fields(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [brief(value)];
  return Object.entries(value as Record<string, unknown>).map(([key, item]) => `${key}: ${brief(item)}`);
}

/** The keys whose value differs, when both sides are plain objects. */
function changedKeys(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]));
}

function changeLines(before: unknown, after: unknown): string[] {
  const keys = changedKeys(before, after);
  if (keys.length > 0) {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    // null on one side and absent on the other both read '—': not a change worth a line.
    const lines = keys.filter((key) => brief(b[key]) !== brief(a[key])).map((key) => `${key}: ${brief(b[key])} → ${brief(a[key])}`);
    if (lines.length > 0) return lines;
  }
  if (before == null) return fields(after);
  return [`${brief(before)} → ${brief(after)}`];
}

/** Lines a folded change shows on a phone; the rest are counted until it is opened (AuditLog.module.css). */
const PHONE_LINES = 3;

export function ChangeCell({ before, after }: { before: unknown; after: unknown }) {
  const lines = changeLines(before, after);
  return (
    <details className={styles.change}>
      <summary>
        <span className={styles.lines}>
          {lines.map((line, index) => <span key={index} className={styles.line}>{line}</span>)}
          {lines.length > PHONE_LINES && <span className={styles.more}>+{lines.length - PHONE_LINES} more</span>}
        </span>
      </summary>
      <div className={styles.json}>
        <div><span className="muted">Before</span><pre>{JSON.stringify(before, null, 2) ?? 'null'}</pre></div>
        <div><span className="muted">After</span><pre>{JSON.stringify(after, null, 2) ?? 'null'}</pre></div>
      </div>
    </details>
  );
}
