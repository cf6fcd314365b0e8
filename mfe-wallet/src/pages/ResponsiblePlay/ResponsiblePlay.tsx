/**
 * /responsible-play (docs/PROTECTION.md): the player's own deposit
 * and loss limits, the reality-check interval, and a time-out or
 * self-exclusion. The server enforces every one of them; this page sets them
 * and says what stands.
 */
import { Navigate } from 'react-router-dom';
import { selectUser, useFailureToast, useShellSelector } from '@matka/shared/client';
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
  const protection = useGetProtectionQuery();
  useFailureToast(protection.error, 'responsible-play');
  const status = protection.data;

  if (!status) {
    return (
      <div className="page">
        <p className="empty-state" role="status">{protection.isError ? 'Responsible play could not be loaded. Please try again later.' : 'Loading…'}</p>
      </div>
    );
  }
  const permanent = status.block?.kind === 'self_exclusion' && status.block.until === null;
  return (
    <div className={`page ${styles.page}`}>
      <p className={styles.lead}>Play within limits you choose. Points have no cash value; if play stops being fun, take a break.</p>
      {status.block && (
        <section className={`card ${styles.blocked}`} role="status" aria-labelledby="play-closed" data-testid="play-closed">
          <h2 id="play-closed" className="section-title">Play is closed</h2>
          <p>{status.block.message}</p>
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
