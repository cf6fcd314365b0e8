import { selectUser, useShellSelector } from '@matka/shared/client';
import { WALLET_TEXT } from '../lib/text';
import { InfoIcon } from './icons';
import styles from './wallet.module.css';

/** The play-points notice of the deposit screens: shown while the server runs in play mode. */
export function PlayModeNotice() {
  const user = useShellSelector(selectUser);
  if (user?.money_mode !== 'play') return null;
  return (
    <p className={styles.playNotice} role="note">
      <InfoIcon width={18} height={18} />
      <span>{WALLET_TEXT.playNotice}</span>
    </p>
  );
}
