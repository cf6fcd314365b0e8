/**
 * /download-now — the landing page: the brand, the app download and online
 * play. "Download App" opens the operator's download_url when one is set;
 * otherwise it installs this web app (the browser's install offer, or the
 * steps to add it to the home screen where the browser makes no offer).
 * At its foot, what points are (LawfulNotice).
 */
import { useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@matka/shared';
import { AUTH, promptInstall, selectUser, useShellSelector, useText } from '@matka/shared/client';
import { DEFAULT_DOWNLOAD_URL } from '../../config';
import { ChartIcon, DownloadIcon, GlobeIcon, HistoryIcon, ShieldCheckIcon, StarMark } from '../../components/icons';
import { LawfulNotice } from './LawfulNotice';
import styles from './DownloadNow.module.css';

const FEATURES: ReadonlyArray<{ icon: ReactNode; title: 'liveTitle' | 'secureTitle' | 'historyTitle'; text: 'liveText' | 'secureText' | 'historyText' }> = [
  { icon: <ChartIcon />, title: 'liveTitle', text: 'liveText' },
  { icon: <ShieldCheckIcon />, title: 'secureTitle', text: 'secureText' },
  { icon: <HistoryIcon />, title: 'historyTitle', text: 'historyText' },
];

export function DownloadNow() {
  const user = useShellSelector(selectUser);
  const downloadUrl = user?.download_url || DEFAULT_DOWNLOAD_URL;
  const [showSteps, setShowSteps] = useState(false);
  const { t } = useText(AUTH);

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
        <p className={styles.tagline}>{t('download.tagline')}</p>
        <div className={styles.actions}>
          {downloadUrl ? (
            <a className="btn btn-accent btn-block" href={downloadUrl} rel="noopener">
              <DownloadIcon />
              {t('download.downloadApp')}
            </a>
          ) : (
            <button type="button" className="btn btn-accent btn-block" onClick={() => void install()} aria-expanded={showSteps} aria-controls="install-steps">
              <DownloadIcon />
              {t('download.downloadApp')}
            </button>
          )}
          <Link className={`btn btn-block ${styles.outline}`} to="/Login">
            <GlobeIcon />
            {t('download.playOnline')}
          </Link>
        </div>
        {showSteps && (
          <div id="install-steps" className={styles.installSteps} role="region" aria-label={t('download.install')}>
            <p>{t('download.addToHome', { brand: BRAND_NAME })}</p>
            <ul>
              <li><Trans t={t} i18nKey="download.android" components={{ b: <strong />, i: <em /> }} /></li>
              <li><Trans t={t} i18nKey="download.iphone" components={{ b: <strong />, i: <em /> }} /></li>
            </ul>
          </div>
        )}
      </section>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon}>{feature.icon}</span>
            <span>
              <strong className={styles.featureTitle}>{t(`download.${feature.title}`)}</strong>
              <span className={styles.featureText}>{t(`download.${feature.text}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <footer className={styles.footnote}>
        <LawfulNotice className={styles.lawful} />
        <p>{t('download.adults')}</p>
      </footer>
    </div>
  );
}
