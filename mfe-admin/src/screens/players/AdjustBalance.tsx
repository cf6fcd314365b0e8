/**
 * A balance adjustment: signed points (credit or debit) and a mandatory
 * reason, checked with the API's own schema (walletAdjustmentRequest), then
 * confirmed. One ledger row; a debit below zero is refused by the server (409).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import toast from 'react-hot-toast';
import { plural, walletAdjustmentRequest } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/FormField';
import { points, signedPoints } from '../../components/format';
import { useAdjustWalletMutation } from '../../state/consoleApi';
import type { PlayerDetail } from '../../state/contract';
import styles from './Players.module.css';

const form = walletAdjustmentRequest.omit({ phone_number: true });
type Values = z.output<typeof form>;

export function AdjustBalance({ player }: { player: PlayerDetail }) {
  const [pending, setPending] = useState<Values | null>(null);
  const [adjust, { isLoading, error, reset: resetCall }] = useAdjustWalletMutation();
  const { register, handleSubmit, reset, formState: { errors } } = useForm<z.input<typeof form>, unknown, Values>({
    resolver: zodResolver(form),
    defaultValues: { amount: '', remark: '' },
  });

  return (
    <section className={`card ${styles.adjust}`} aria-labelledby="adjust-title">
      <h3 id="adjust-title" className={styles.cardTitle}>Adjust balance</h3>
      <form className="form" onSubmit={handleSubmit(setPending)} noValidate>
        <FormField label="Points (+ credit, − debit)" error={errors.amount?.message}>
          <input className="input" inputMode="numeric" autoComplete="off" {...register('amount')} />
        </FormField>
        <FormField label="Reason" error={errors.remark?.message} hint="The player reads this in their account statement.">
          <input className="input" maxLength={200} autoComplete="off" {...register('remark')} />
        </FormField>
        <button type="submit" className="btn">Adjust…</button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={`${pending && pending.amount < 0 ? 'Debit' : 'Credit'} ${player.name}?`}
        confirmLabel="Adjust balance"
        busyLabel="Adjusting…"
        tone={pending && pending.amount < 0 ? 'danger' : 'primary'}
        busy={isLoading}
        error={error ? errorText(error) : undefined}
        onClose={() => {
          resetCall();
          setPending(null);
        }}
        onConfirm={async () => {
          if (!pending) return;
          const outcome = await adjust({ phone_number: player.phone_number, ...pending });
          if (!('data' in outcome) || !outcome.data) return;
          setPending(null);
          reset();
          toast.success(`Balance now ${plural(outcome.data.balance, 'point', 'points', points(outcome.data.balance))}.`);
        }}
      >
        {pending && (
          <p>
            {plural(pending.amount, 'point', 'points', signedPoints(pending.amount))}: the balance goes from {points(player.balance)} to {points(player.balance + pending.amount)}.
            Reason: “{pending.remark}”.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
