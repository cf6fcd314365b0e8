/**
 * /responsible-play (docs/PROTECTION.md): the player's own deposit
 * and loss limits, the reality-check interval, and a time-out or
 * self-exclusion. The server enforces every one of them; this page sets them
 * and says what stands.
 */
import { Navigate } from 'react-router-dom';
import { WALLET, localiseMessage, selectUser, useFailureToast, useShellSelector, useText } from '@matka/shared/client';
import { useGetProtectionQuery } from '../../state/walletApi';
import { BreakForm } from './BreakForm';
import { LimitForm } from './LimitForm';
import { RealityCheckForm } from './RealityCheckForm';
import styles from './ResponsiblePlay.module.css';

export function ResponsiblePlay() {
  const user = useShellSelector(selectUser);
  return user ? <ResponsiblePlayScreen /> : <Navigate to="/Login" replace />;
}

function ResponsiblePlayScreen() {
  const { t } = useText(WALLET);
  const protection = useGetProtectionQuery();
  useFailureToast(protection.error, 'responsible-play');
  const status = protection.data;

  if (!status) {
    return (
      <div className="page">
        <p className="empty-state" role="status">{protection.isError ? t('protection.loadFailed') : t('protection.loading')}</p>
      </div>
    );
  }
  const permanent = status.block?.kind === 'self_exclusion' && status.block.until === null;
  return (
    <div className={`page ${styles.page}`}>
      <p className={styles.lead}>{t('protection.lead')}</p>
      {status.block && (
        <section className={`card ${styles.blocked}`} role="status" aria-labelledby="play-closed" data-testid="play-closed">
          <h2 id="play-closed" className="section-title">{t('protection.playClosed')}</h2>
          <p>{localiseMessage(status.block.message, status.block.code, status.block.params)}</p>
        </section>
      )}
      <LimitForm kind="deposit" limits={status.limits} />
      <LimitForm kind="loss" limits={status.limits} />
      <RealityCheckForm minutes={status.reality_check_minutes} />
      {!permanent && <BreakForm kind="timeout" />}
      {!permanent && <BreakForm kind="self_exclusion" />}
    </div>
  );
}
