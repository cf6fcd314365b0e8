import type { ReactNode } from 'react';
import type { PillTone } from '../format';
import styles from './Pill.module.css';

/** A status pill in the shared palette (base.css .pill-*), or a quiet neutral one. */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  const className = tone === 'neutral' ? `pill ${styles.neutral}` : `pill pill-${tone}`;
  return <span className={className}>{children}</span>;
}
