/**
 * The reality check (docs/PROTECTION.md): every N minutes of
 * activity (the player's choice, default 60) a modal shows the time since
 * login and the net result since login, with "Continue" and "Log out". The
 * shell owns it because it owns the session.
 */
import { useEffect, useId, useRef } from 'react';
import { REALITY_CHECK_DEFAULT_MINUTES, type RealityCheck as RealityCheckData } from '@matka/shared';
import { Trans } from 'react-i18next';
import { Modal, SHELL, selectUser, useText } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { useCheckRealityMutation } from '../app/shellApi';
import { useActivityTimer } from './useActivityTimer';
import styles from './RealityCheck.module.css';

type ShellT = ReturnType<typeof useText<'shell'>>['t'];

function duration(t: ShellT, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('reality.minutes', { count: rest });
  return rest ? `${t('reality.hours', { count: hours })} ${t('reality.minutes', { count: rest })}` : t('reality.hours', { count: hours });
}

function netText(t: ShellT, points: number): string {
  if (points > 0) return t('reality.up', { points });
  if (points < 0) return t('reality.down', { points: -points });
  return t('reality.even');
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
  const { t } = useText(SHELL);
  useEffect(() => {
    continueButton.current?.focus();
  }, []);
  return (
    // The player answers with one of the two buttons: Escape leaves the check on screen.
    <Modal role="alertdialog" className="dialog" labelledBy={titleId} describedBy={bodyId} onCancel={() => undefined}>
      <h2 id={titleId} className="dialog-title">{t('reality.title')}</h2>
      <div id={bodyId} className={styles.body}>
        {data ? (
          <>
            <p><Trans t={t} i18nKey="reality.loggedInFor" values={{ duration: duration(t, data.minutes) }} components={{ strong: <strong /> }} /></p>
            <p>
              <Trans t={t} i18nKey="reality.bidAndWon" values={{ bid: data.bid_points, won: data.won_points }} components={{ strong: <strong /> }} />{' '}
              <strong data-testid="reality-net">{netText(t, data.net_points)}</strong>
            </p>
          </>
        ) : (
          <p>{t('reality.pause')}</p>
        )}
        <p className={styles.hint}>{t('reality.hint')}</p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onLogout}>{t('reality.logOut')}</button>
        <button ref={continueButton} type="button" className="btn" onClick={onContinue}>{t('reality.continue')}</button>
      </div>
    </Modal>
  );
}
