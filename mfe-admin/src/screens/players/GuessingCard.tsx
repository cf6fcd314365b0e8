/**
 * A player's login guessing budgets (docs/SECURITY.md "Guessing"): wrong
 * MPINs from new devices and wrong OTPs still counted, and when a spent one
 * has room again. An admin may lift them after checking the caller is the
 * player; the reason is kept in the audit log.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { liftGuessingRequest } from '@matka/shared';
import { ConfirmDialog, mutationDialog } from '../../components/ConfirmDialog';
import { istTime } from '../../components/format';
import { useLiftGuessingMutation } from '../../state/consoleApi';
import type { PlayerDetail } from '../../state/contract';
import styles from './Players.module.css';

type Budget = PlayerDetail['guessing']['otp'];

function BudgetLine({ budget }: { budget: Budget }) {
  if (budget.paused_until) return <span className="pill pill-danger">Paused until {istTime(budget.paused_until)}</span>;
  return <span>{budget.wrong} of {budget.max} wrong</span>;
}

export function GuessingCard({ player, mayLift }: { player: PlayerDetail; mayLift: boolean }) {
  const [open, setOpen] = useState(false);
  const [lift, state] = useLiftGuessingMutation();
  const { mpin_new_device: mpin, otp } = player.guessing;
  const anyWrong = mpin.wrong + otp.wrong > 0;
  return (
    <section className={`card ${styles.guessing}`} aria-labelledby="guessing-title">
      <h3 id="guessing-title" className={styles.cardTitle}>Login guesses (last year)</h3>
      <dl className={styles.facts}>
        <dt>MPIN from new devices</dt><dd><BudgetLine budget={mpin} /></dd>
        <dt>OTP codes</dt><dd><BudgetLine budget={otp} /></dd>
      </dl>
      <p className="muted">The player&apos;s own phones are never paused.</p>
      {mayLift && anyWrong && (
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>Let the player try again…</button>
      )}
      <ConfirmDialog
        open={open}
        title={`Let ${player.name} try MPINs and OTPs again?`}
        confirmLabel="Lift the pause"
        busyLabel="Lifting…"
        tone="danger"
        reason={{ label: 'How you checked it is the player', schema: liftGuessingRequest.shape.reason, hint: 'Kept in the audit log.' }}
        {...mutationDialog(state, () => setOpen(false))}
        onConfirm={async (reason) => {
          const outcome = await lift({ id: player.id, reason });
          if (!('data' in outcome)) return;
          setOpen(false);
          toast.success('The player may try again.');
        }}
      >
        <p>Wrong guesses so far stop counting. Someone guessing this player&apos;s MPIN or OTP would get a fresh start too: lift only for the player.</p>
      </ConfirmDialog>
    </section>
  );
}
