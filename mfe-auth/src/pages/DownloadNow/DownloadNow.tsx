/** /download-now — the landing page: the brand, the app download (download_url) and online play. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@matka/shared';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { DEFAULT_DOWNLOAD_URL } from '../../config';
import { ChartIcon, DownloadIcon, GlobeIcon, HistoryIcon, ShieldCheckIcon, StarMark } from '../../components/icons';
import styles from './DownloadNow.module.css';

const FEATURES: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <ChartIcon />, title: 'Live markets', text: 'Open and close times, results and charts for every market.' },
  { icon: <ShieldCheckIcon />, title: 'Secure MPIN login', text: 'Your account is protected by a private 4-digit MPIN.' },
  { icon: <HistoryIcon />, title: 'Full history', text: 'Every bid and every wallet entry, with a running balance.' },
];

export function DownloadNow() {
  const user = useShellSelector(selectUser);
  const downloadUrl = user?.download_url || DEFAULT_DOWNLOAD_URL;

  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="download-heading">
        <span className={styles.mark}>
          <StarMark width={44} height={44} />
        </span>
        <h2 id="download-heading" className={styles.brand}>{BRAND_NAME}</h2>
        <p className={styles.tagline}>Play the markets you follow, from your phone.</p>
        <div className={styles.actions}>
          <a className="btn btn-accent btn-block" href={downloadUrl} rel="noopener">
            <DownloadIcon />
            Download App
          </a>
          <Link className={`btn btn-block ${styles.outline}`} to="/Login">
            <GlobeIcon />
            Play Online
          </Link>
        </div>
      </section>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon}>{feature.icon}</span>
            <span>
              <strong className={styles.featureTitle}>{feature.title}</strong>
              <span className={styles.featureText}>{feature.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.footnote}>
        For players aged 18 and over. Play responsibly.
      </p>
    </div>
  );
}
