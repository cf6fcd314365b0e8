/**
 * /download-now — the landing page: the brand, the app download and online
 * play. "Download App" opens the operator's download_url when one is set;
 * otherwise it installs this web app (the browser's install offer, or the
 * steps to add it to the home screen where the browser makes no offer).
 * At its foot, what points are (LawfulNotice).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@matka/shared';
import { promptInstall, selectUser, useShellSelector } from '@matka/shared/client';
import { DEFAULT_DOWNLOAD_URL } from '../../config';
import { ChartIcon, DownloadIcon, GlobeIcon, HistoryIcon, ShieldCheckIcon, StarMark } from '../../components/icons';
import { LawfulNotice } from './LawfulNotice';
import styles from './DownloadNow.module.css';

const FEATURES: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <ChartIcon />, title: 'Live markets', text: 'Open and close times, results and charts for every market.' },
  { icon: <ShieldCheckIcon />, title: 'Secure MPIN login', text: 'Your account is protected by a private 4-digit MPIN.' },
  { icon: <HistoryIcon />, title: 'Full history', text: 'Every bid and every wallet entry, with a running balance.' },
];

export function DownloadNow() {
  const user = useShellSelector(selectUser);
  const downloadUrl = user?.download_url || DEFAULT_DOWNLOAD_URL;
  const [showSteps, setShowSteps] = useState(false);

  async function install() {
    const outcome = await promptInstall();
    if (outcome === 'unavailable') setShowSteps(true);
  }

  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="download-heading">
        <span className={styles.mark}>
          <StarMark width={44} height={44} />
        </span>
        <h2 id="download-heading" className={styles.brand}>{BRAND_NAME}</h2>
        <p className={styles.tagline}>Play the markets you follow, from your phone.</p>
        <div className={styles.actions}>
          {downloadUrl ? (
            <a className="btn btn-accent btn-block" href={downloadUrl} rel="noopener">
              <DownloadIcon />
              Download App
            </a>
          ) : (
            <button type="button" className="btn btn-accent btn-block" onClick={() => void install()} aria-expanded={showSteps} aria-controls="install-steps">
              <DownloadIcon />
              Download App
            </button>
          )}
          <Link className={`btn btn-block ${styles.outline}`} to="/Login">
            <GlobeIcon />
            Play Online
          </Link>
        </div>
        {showSteps && (
          <div id="install-steps" className={styles.installSteps} role="region" aria-label="Install the app">
            <p>Add {BRAND_NAME} to your home screen:</p>
            <ul>
              <li><strong>Android (Chrome):</strong> open the ⋮ menu and tap <em>Install app</em> or <em>Add to Home screen</em>.</li>
              <li><strong>iPhone (Safari):</strong> tap <em>Share</em>, then <em>Add to Home Screen</em>.</li>
            </ul>
          </div>
        )}
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
      <footer className={styles.footnote}>
        <LawfulNotice className={styles.lawful} />
        <p>For players aged 18 and over. Play responsibly.</p>
      </footer>
    </div>
  );
}
