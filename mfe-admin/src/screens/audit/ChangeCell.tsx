/** Before → after of one audit row: the fields that changed, in full on request. */
import styles from './AuditLog.module.css';

const brief = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A created record as "key: value" pairs (the first few), not raw JSON. */
function fields(value: unknown): string {
  if (!value || typeof value !== 'object') return brief(value);
  return Object.entries(value as Record<string, unknown>).slice(0, 4).map(([key, item]) => `${key}: ${brief(item)}`).join('; ');
}

/** The keys whose value differs, when both sides are plain objects. */
function changedKeys(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]));
}

export function ChangeCell({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <span className="muted">—</span>;
  const keys = changedKeys(before, after);
  const summary = keys.length > 0
    ? keys.slice(0, 3).map((key) => `${key}: ${brief((before as Record<string, unknown>)[key])} → ${brief((after as Record<string, unknown>)[key])}`).join('; ')
    : before == null ? fields(after) : `${brief(before)} → ${brief(after)}`;
  return (
    <details className={styles.change}>
      <summary>{summary.length > 70 ? `${summary.slice(0, 70)}…` : summary}</summary>
      <div className={styles.json}>
        <div><span className="muted">Before</span><pre>{JSON.stringify(before, null, 2) ?? 'null'}</pre></div>
        <div><span className="muted">After</span><pre>{JSON.stringify(after, null, 2) ?? 'null'}</pre></div>
      </div>
    </details>
  );
}
