/**
 * /how-to-play (header title 'Video') — docs/PRODUCT.md §2: five steps, ending with
 * 'win up to 10 Lac Points'. Plain about what points are and that bids
 * that do not win are lost.
 */
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GAMES, selectUser, useShellSelector, useText } from '@matka/shared/client';
import styles from './HowToPlay.module.css';

export function HowToPlay() {
  const { t } = useText(GAMES);
  const playMode = useShellSelector(selectUser)?.money_mode !== 'real';
  const strong = { strong: <strong /> };
  return (
    <div className="page">
      <h2 className="section-title">{t('howTo.title')}</h2>
      <ol className={styles.steps}>
        <li><Trans t={t} i18nKey="howTo.step1" components={strong} /></li>
        <li><Trans t={t} i18nKey="howTo.step2" components={{ ...strong, rates: <Link to="/game-rates" /> }} /></li>
        <li><Trans t={t} i18nKey="howTo.step3" components={strong} /></li>
        <li><Trans t={t} i18nKey="howTo.step4" components={strong} /></li>
        <li><Trans t={t} i18nKey="howTo.step5" components={strong} /></li>
      </ol>
      <div className={`card ${styles.note}`}>
        {playMode && <p><Trans t={t} i18nKey="howTo.playPoints" components={strong} /></p>}
        <p>{t('howTo.lost')}</p>
      </div>
    </div>
  );
}
