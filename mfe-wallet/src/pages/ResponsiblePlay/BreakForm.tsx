/**
 * Time-out or self-exclusion (docs/PROTECTION.md "Breaks"): a choice of
 * length, then a confirmation that says plainly it cannot be undone.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { BREAK_PERIODS, BREAK_PERIOD_TEXT, breakEnd, istText, type BreakKind, type BreakPeriod } from '@matka/shared';
import { errorText, Modal } from '@matka/shared/client';
import { useTakeBreakMutation } from '../../state/walletApi';
import styles from './ResponsiblePlay.module.css';

const TEXT: Record<BreakKind, { title: string; intro: string; action: string }> = {
  timeout: {
    title: 'Take a time-out',
    intro: 'A short break from betting and deposits. It ends by itself.',
    action: 'Take a time-out',
  },
  self_exclusion: {
    title: 'Self-exclude',
    intro: 'A long break from betting and deposits. After it ends, play reopens only when support lifts it at your request.',
    action: 'Self-exclude',
  },
};

export function confirmationText(kind: BreakKind, period: BreakPeriod, now: Date): string {
  const end = breakEnd(period, now);
  const until = end ? `until ${istText(end)}` : 'permanently';
  const what = kind === 'timeout' ? 'time-out' : 'self-exclusion';
  return `Betting and deposits close at once, ${until}. This ${what} cannot be undone or shortened, by you or by support. You can still log in, see your balance and history, and withdraw.`;
}

export function BreakForm({ kind }: { kind: BreakKind }) {
  const headingId = useId();
  const periods = BREAK_PERIODS[kind] as readonly BreakPeriod[];
  const [period, setPeriod] = useState<BreakPeriod>(periods[0]!);
  const [confirming, setConfirming] = useState(false);
  const [takeBreak, { isLoading }] = useTakeBreakMutation();
  const text = TEXT[kind];

  const confirm = async () => {
    try {
      const response = await takeBreak({ kind, period }).unwrap();
      toast.success(response.msg);
      setConfirming(false);
    } catch (failure) {
      toast.error(errorText(failure));
      setConfirming(false);
    }
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{text.title}</h2>
      <p className={styles.intro}>{text.intro}</p>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">How long</legend>
        {periods.map((each) => (
          <label key={each} className={styles.choice}>
            <input type="radio" name={`${kind}-period`} value={each} checked={period === each} onChange={() => setPeriod(each)} />
            <span>{BREAK_PERIOD_TEXT[each]}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn-danger btn-block" onClick={() => setConfirming(true)}>{text.action}</button>
      {confirming && (
        <ConfirmBreak
          title={`${text.action}: ${BREAK_PERIOD_TEXT[period].toLowerCase()}?`}
          body={confirmationText(kind, period, new Date())}
          busy={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </section>
  );
}

function ConfirmBreak({ title, body, busy, onCancel, onConfirm }: { title: string; body: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal role="alertdialog" className="dialog" labelledBy={titleId} describedBy={bodyId} onCancel={onCancel}>
      <h2 id={titleId} className="dialog-title">{title}</h2>
      <p id={bodyId}>{body}</p>
      <div className="dialog-actions">
        {/* The first control: focus starts on the way out of something that cannot be undone. */}
        <button type="button" className="btn btn-ghost" onClick={onCancel} autoFocus>Cancel</button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>Yes, start my break</button>
      </div>
    </Modal>
  );
}
