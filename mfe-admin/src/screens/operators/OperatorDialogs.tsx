/**
 * The changes to one operator, each confirmed in a dialog: a new role and
 * disabling (with the reason the audit log keeps), enabling again, and a new
 * password. The server refuses to leave the console without an active admin;
 * its answer shows in the dialog, which stays open.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { OPERATOR_ROLES, operatorActionReason, operatorPassword, type OperatorRole } from '@matka/shared';
import { ConfirmDialog, mutationDialog } from '../../components/ConfirmDialog';
import { useResetOperatorPasswordMutation, useSetOperatorRoleMutation, useSetOperatorStatusMutation } from '../../state/consoleApi';
import type { OperatorAccount } from '../../state/contract';
import { ROLE_LABELS, roleName } from './roles';

export type OperatorAction = { kind: 'role' | 'status' | 'password'; operator: OperatorAccount } | null;

const reasonField = { label: 'Reason', schema: operatorActionReason, hint: 'Kept in the audit log.' };

export function OperatorDialogs({ action, onClose }: { action: OperatorAction; onClose: () => void }) {
  return (
    <>
      <RoleDialog operator={action?.kind === 'role' ? action.operator : null} onClose={onClose} />
      <StatusDialog operator={action?.kind === 'status' ? action.operator : null} onClose={onClose} />
      <PasswordDialog operator={action?.kind === 'password' ? action.operator : null} onClose={onClose} />
    </>
  );
}

function RoleDialog({ operator, onClose }: { operator: OperatorAccount | null; onClose: () => void }) {
  const [setRole, state] = useSetOperatorRoleMutation();
  const [chosen, setChosen] = useState<OperatorRole | null>(null);
  const role = chosen ?? OPERATOR_ROLES.find((candidate) => candidate !== operator?.role) ?? 'cashier';
  const dialog = mutationDialog(state, () => {
    setChosen(null);
    onClose();
  });
  return (
    <ConfirmDialog
      open={operator !== null}
      title={`Change the role of ${operator?.name ?? ''}?`}
      confirmLabel="Change role"
      busyLabel="Saving…"
      tone={operator?.role === 'admin' ? 'danger' : 'primary'}
      reason={reasonField}
      {...dialog}
      onConfirm={async (reason) => {
        if (!operator) return;
        const outcome = await setRole({ id: operator.id, role, reason });
        if (!('data' in outcome) || !outcome.data) return;
        toast.success(`${outcome.data.name} is now ${roleName(outcome.data.role)}.`);
        dialog.onClose();
      }}
    >
      <p>Now {operator ? roleName(operator.role) : ''}. The new role applies to their next click; the menu follows on their next visit.</p>
      <label className="field">
        <span className="field-label">New role</span>
        <select className="select" value={role} onChange={(event) => setChosen(event.target.value as OperatorRole)}>
          {OPERATOR_ROLES.filter((candidate) => candidate !== operator?.role).map((candidate) => (
            <option key={candidate} value={candidate}>{ROLE_LABELS[candidate]}</option>
          ))}
        </select>
      </label>
    </ConfirmDialog>
  );
}

function StatusDialog({ operator, onClose }: { operator: OperatorAccount | null; onClose: () => void }) {
  const [setStatus, state] = useSetOperatorStatusMutation();
  const disabling = operator ? !operator.disabled : true;
  const dialog = mutationDialog(state, onClose);
  return (
    <ConfirmDialog
      open={operator !== null}
      title={disabling ? `Disable ${operator?.name ?? ''}?` : `Enable ${operator?.name ?? ''} again?`}
      confirmLabel={disabling ? 'Disable operator' : 'Enable operator'}
      busyLabel="Saving…"
      tone={disabling ? 'danger' : 'primary'}
      reason={reasonField}
      {...dialog}
      onConfirm={async (reason) => {
        if (!operator) return;
        const outcome = await setStatus({ id: operator.id, disabled: disabling, reason });
        if (!('data' in outcome) || !outcome.data) return;
        toast.success(outcome.data.disabled ? `${outcome.data.name} is disabled and signed out.` : `${outcome.data.name} can sign in again.`);
        dialog.onClose();
      }}
    >
      <p>{disabling
        ? 'They are signed out at once and cannot sign in until an admin enables them. Their past actions stay in the audit log.'
        : 'They can sign in again with their current password.'}</p>
    </ConfirmDialog>
  );
}

function PasswordDialog({ operator, onClose }: { operator: OperatorAccount | null; onClose: () => void }) {
  const [resetPassword, state] = useResetOperatorPasswordMutation();
  const dialog = mutationDialog(state, onClose);
  return (
    <ConfirmDialog
      open={operator !== null}
      title={`New password for ${operator?.name ?? ''}?`}
      confirmLabel="Set password"
      busyLabel="Saving…"
      tone="danger"
      reason={{ label: 'New password', schema: operatorPassword(), hint: 'At least 12 characters. Give it to them in person.', secret: true }}
      {...dialog}
      onConfirm={async (password) => {
        if (!operator) return;
        const outcome = await resetPassword({ id: operator.id, password });
        if (!('data' in outcome) || !outcome.data) return;
        toast.success(`Password of ${outcome.data.name} changed. They are signed out everywhere.`);
        dialog.onClose();
      }}
    >
      <p>Their open sessions end and their old password stops working.</p>
    </ConfirmDialog>
  );
}
