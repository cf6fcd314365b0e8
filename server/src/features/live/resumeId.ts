/**
 * A stream's resume point, sent as each message's SSE id and sent back by the
 * browser as Last-Event-ID when it reconnects (docs/LIVE.md "Resume"): the
 * last live event the tab has (`seq`) and, on a player's stream, the last of
 * their ledger rows (`ledger`). Opaque to the browser.
 */
export interface ResumePoint {
  seq: number;
  ledger: number;
}

export function formatResumeId(point: ResumePoint): string {
  return `${point.seq}-${point.ledger}`;
}

/** null for anything that is not one of ours (a missing header, a foreign or tampered id). */
export function parseResumeId(value: string | undefined): ResumePoint | null {
  const match = value === undefined ? null : /^(\d{1,15})-(\d{1,15})$/.exec(value.trim());
  if (!match) return null;
  return { seq: Number(match[1]), ledger: Number(match[2]) };
}
