/**
 * "Lift…" on an ended self-exclusion (docs/PROTECTION.md "Operators"): the
 * player asked to return after its end; the operator confirms with a reason
 * the audit log keeps. The server decides what may be lifted (`liftable`).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { liftExclusionRequest, type ExclusionView } from '@matka/shared';
import { ConfirmDialog, mutationDialog } from '../../components/ConfirmDialog';
import { istTime } from '../../components/format';
import { useLiftExclusionMutation } from '../../state/protectionApi';
import { breakLabel } from './labels';

export function LiftExclusion({ exclusion, playerName }: { exclusion: ExclusionView; playerName: string }) {
  const [open, setOpen] = useState(false);
  const [lift, state] = useLiftExclusionMutation();
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>Lift…</button>
      <ConfirmDialog
        open={open}
        title={`Lift ${playerName}'s self-exclusion?`}
        confirmLabel="Lift self-exclusion"
        busyLabel="Lifting…"
        tone="danger"
        reason={{ label: 'Reason', schema: liftExclusionRequest.shape.reason, hint: 'Kept in the audit log, e.g. how the player asked.' }}
        {...mutationDialog(state, () => setOpen(false))}
        onConfirm={async (reason) => {
          const outcome = await lift({ id: exclusion.id, reason });
          if (!('data' in outcome)) return;
          setOpen(false);
          toast.success('Self-exclusion lifted.');
        }}
      >
        <p>
          {breakLabel(exclusion.kind, exclusion.period)}, ended {exclusion.ends_at ? istTime(exclusion.ends_at) : ''}.
          Lifting it lets the player bid and deposit again. Do this only at the player&apos;s own request.
        </p>
      </ConfirmDialog>
    </>
  );
}
