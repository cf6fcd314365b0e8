/**
 * The frame of the sign-in screens: a branded band continuing the shell's
 * header, and a raised sheet holding the form. The footnote carries the age
 * rule and the privacy line a money app owes its players.
 */
import type { ReactNode } from 'react';
import { BRAND_NAME } from '@matka/shared';
import { AUTH, useText } from '@matka/shared/client';
import { ShieldCheckIcon, StarMark } from './icons';
import styles from './AuthLayout.module.css';

interface Props {
  /** The sheet's heading (an h2: the shell's header holds the page's h1). */
  heading: string;
  /** One line under the heading. */
  intro?: ReactNode;
  /** 1-based position in the sign-up journey (number → details → MPIN), when the screen is part of it. */
  step?: { current: number; total: number };
  children: ReactNode;
}

export function AuthLayout({ heading, intro, step, children }: Props) {
  const { t } = useText(AUTH);
  return (
    <div className={styles.screen}>
      <div className={styles.hero}>
        <span className={styles.mark}>
          <StarMark width={34} height={34} />
        </span>
        <p className={styles.brand}>{BRAND_NAME}</p>
        <p className={styles.tagline}>{t('layout.tagline')}</p>
      </div>
      <section className={styles.sheet} aria-labelledby="auth-heading">
        {step && (
          <div className={styles.steps}>
            <span className={styles.stepText}>
              {t('layout.step', { current: step.current, total: step.total })}
            </span>
            <span className={styles.stepBars} aria-hidden="true">
              {Array.from({ length: step.total }, (_, index) => (
                <span key={index} className={index < step.current ? `${styles.bar} ${styles.barDone}` : styles.bar} />
              ))}
            </span>
          </div>
        )}
        <h2 id="auth-heading" className={styles.heading}>{heading}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
      <p className={styles.footnote}>
        <ShieldCheckIcon width={16} height={16} />
        <span>{t('layout.footnote')}</span>
      </p>
    </div>
  );
}
