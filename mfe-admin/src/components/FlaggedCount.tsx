/** A folded dashboard section's note (Collapsible.tsx): how many its markers flag, a warning when any are. */
import { plural } from '@matka/shared';

export function FlaggedCount({ count, noun }: { count: number; noun: string }) {
  return <span className={count ? 'pill pill-warning' : 'pill'}>{plural(count, noun)} flagged</span>;
}
