/**
 * The reality check (docs/PROTECTION.md): every N minutes of
 * activity (the player's choice, default 60) a modal shows the time since
 * login and the net result since login, with "Continue" and "Log out". The
 * shell owns it because it owns the session.
 */
import { useEffect, useId, useRef } from 'react';
import { REALITY_CHECK_DEFAULT_MINUTES, type RealityCheck as RealityCheckData } from '@matka/shared';
import { Modal, selectUser } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { useCheckRealityMutation } from '../app/shellApi';
import { useActivityTimer } from './useActivityTimer';
import styles from './RealityCheck.module.css';

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}${rest ? ` ${rest} ${rest === 1 ? 'minute' : 'minutes'}` : ''}`;
}

function netText(points: number): string {
  if (points > 0) return `You are up ${points} points.`;
  if (points < 0) return `You are down ${-points} points.`;
  return 'You are even.';
}

export function RealityCheck({ onLogout }: { onLogout: () => void }) {
  const user = useAppSelector(selectUser);
  const every = user?.reality_check_minutes ?? REALITY_CHECK_DEFAULT_MINUTES;
  const { due, restart } = useActivityTimer(every, user !== null);
  const [check, { data, reset }] = useCheckRealityMutation();

  useEffect(() => {
    if (due) void check();
  }, [due, check]);

  if (!due || !user) return null;
  const close = () => {
    reset();
    restart();
  };
  return <RealityCheckDialog data={data ?? null} onContinue={close} onLogout={onLogout} />;
}

function RealityCheckDialog({ data, onContinue, onLogout }: { data: RealityCheckData | null; onContinue: () => void; onLogout: () => void }) {
  const titleId = useId();
  const bodyId = useId();
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    continueButton.current?.focus();
  }, []);
  return (
    // The player answers with one of the two buttons: Escape leaves the check on screen.
    <Modal role="alertdialog" className="dialog" labelledBy={titleId} describedBy={bodyId} onCancel={() => undefined}>
      <h2 id={titleId} className="dialog-title">Reality check</h2>
      <div id={bodyId} className={styles.body}>
        {data ? (
          <>
            <p>You have been logged in for <strong>{duration(data.minutes)}</strong>.</p>
            <p>
              Since you logged in you bid <strong>{data.bid_points}</strong> points and won <strong>{data.won_points}</strong>.{' '}
              <strong data-testid="reality-net">{netText(data.net_points)}</strong>
            </p>
          </>
        ) : (
          <p>Time for a short pause: how long have you been playing?</p>
        )}
        <p className={styles.hint}>Set limits or take a break any time under Responsible play.</p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onLogout}>Log out</button>
        <button ref={continueButton} type="button" className="btn" onClick={onContinue}>Continue</button>
      </div>
    </Modal>
  );
}
