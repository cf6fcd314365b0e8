import { WALLET, selectUser, useShellSelector, useText } from '@matka/shared/client';
import { InfoIcon } from './icons';
import styles from './wallet.module.css';

/** The play-points notice of the deposit screens: shown while the server runs in play mode. */
export function PlayModeNotice() {
  const { t } = useText(WALLET);
  const user = useShellSelector(selectUser);
  if (user?.money_mode !== 'play') return null;
  return (
    <p className={styles.playNotice} role="note">
      <InfoIcon width={18} height={18} />
      <span>{t('playNotice')}</span>
    </p>
  );
}
