/**
 * Betting on or off for one player ('1' betting enabled, '0' disabled;
 * docs/PRODUCT.md §4), confirmed with a reason the audit log keeps.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { playerStatusRequest } from '@matka/shared';
import { ConfirmDialog, mutationDialog } from '../../components/ConfirmDialog';
import { useSetPlayerStatusMutation } from '../../state/consoleApi';
import type { PlayerDetail } from '../../state/contract';

export function StatusChange({ player }: { player: PlayerDetail }) {
  const [open, setOpen] = useState(false);
  const [setStatus, state] = useSetPlayerStatusMutation();
  const turningOff = player.status === '1';
  return (
    <>
      <button type="button" className={turningOff ? 'btn btn-ghost' : 'btn'} onClick={() => setOpen(true)}>
        {turningOff ? 'Switch betting off…' : 'Switch betting on…'}
      </button>
      <ConfirmDialog
        open={open}
        title={turningOff ? `Stop ${player.name} from betting?` : `Let ${player.name} bet again?`}
        confirmLabel={turningOff ? 'Switch betting off' : 'Switch betting on'}
        busyLabel="Saving…"
        tone={turningOff ? 'danger' : 'primary'}
        reason={{ label: 'Reason', schema: playerStatusRequest.shape.reason, hint: 'Kept in the audit log.' }}
        {...mutationDialog(state, () => setOpen(false))}
        onConfirm={async (reason) => {
          const outcome = await setStatus({ id: player.id, status: turningOff ? '0' : '1', reason });
          if (!('data' in outcome) || !outcome.data) return;
          setOpen(false);
          toast.success(outcome.data.status === '1' ? 'Betting switched on.' : 'Betting switched off.');
        }}
      >
        <p>{turningOff ? 'The player keeps their balance and can still withdraw, but cannot bid.' : 'The player can bid again.'}</p>
      </ConfirmDialog>
    </>
  );
}
