/**
 * Approve or decline one fund request, confirmed first, with what the
 * operator needs to judge it on screen: the deposit's UTR and screenshot, or
 * the bank account a withdrawal is paid to. Declining needs a reason (the
 * player reads it in their request history); approving a withdrawal needs
 * the payout reference of the transfer the operator made.
 */
import { DECISION_MSG, requiredText } from '@matka/shared';
import { ConfirmDialog, mutationDialog, type ReasonField } from '../../components/ConfirmDialog';
import { istTime, points } from '../../components/format';
import { useDecideFundRequestMutation } from '../../state/consoleApi';
import type { AdminFundRequest } from '../../state/contract';
import { BankLines } from './BankLines';
import { screenshotUrl } from './screenshot';
import styles from './FundRequests.module.css';

export interface Decision {
  request: AdminFundRequest;
  approve: boolean;
}

/** The decision's fields as the API checks them (fundDecisionRequest): a reason of 3–200, a reference of at most 60. */
const DECLINE_REASON: ReasonField = {
  label: 'Reason for declining',
  schema: requiredText(200, DECISION_MSG.declineReason).refine((value) => value.length >= 3, { error: DECISION_MSG.declineReason }),
  hint: 'The player reads this reason in their request history.',
};

const PAYOUT_REFERENCE: ReasonField = {
  label: 'Payout reference',
  schema: requiredText(60, DECISION_MSG.payoutReference),
  hint: 'The UTR of the bank transfer you made to the player.',
};

function reasonFor({ request, approve }: Decision): ReasonField | undefined {
  if (!approve) return DECLINE_REASON;
  return request.kind === 'withdraw' ? PAYOUT_REFERENCE : undefined;
}

function effectOf({ request, approve }: Decision): string {
  if (request.kind === 'deposit') return approve ? "The points are credited to the player's wallet." : 'Nothing is credited.';
  return approve ? 'The held points are paid out.' : "The held points go back to the player's wallet.";
}

export function DecisionDialog({ decision, onClose, onDecided }: {
  decision: Decision | null;
  onClose: () => void;
  onDecided: (message: string) => void;
}) {
  const [decide, state] = useDecideFundRequestMutation();
  const request = decision?.request;
  const what = request?.kind === 'withdraw' ? 'withdrawal' : 'deposit';
  const reason = decision ? reasonFor(decision) : undefined;
  const dialog = mutationDialog(state, onClose);

  return (
    <ConfirmDialog
      open={decision !== null}
      title={decision?.approve ? `Approve this ${what}?` : `Decline this ${what}?`}
      confirmLabel={decision?.approve ? 'Approve' : 'Decline'}
      busyLabel={decision?.approve ? 'Approving…' : 'Declining…'}
      tone={decision?.approve ? 'primary' : 'danger'}
      {...(reason ? { reason } : {})}
      {...dialog}
      onConfirm={async (text) => {
        if (!decision || !request) return;
        const body = decision.approve
          ? { approve: true, ...(request.kind === 'withdraw' ? { payout_reference: text } : {}) }
          : { approve: false, reason: text };
        const outcome = await decide({ id: request.id, ...body });
        if ('data' in outcome && outcome.data) {
          state.reset();
          onDecided(outcome.data.msg ?? (decision.approve ? 'Approved.' : 'Declined.'));
        }
      }}
    >
      {request && decision && (
        <>
          <dl className={styles.facts}>
            <dt>Player</dt><dd>{request.player.name} · {request.player.phone_number}</dd>
            <dt>Balance</dt><dd>{points(request.player.balance)}</dd>
            <dt>Points</dt><dd>{points(request.points)}</dd>
            <dt>Requested</dt><dd>{istTime(request.created_at)}</dd>
            {request.kind === 'deposit' && <><dt>UTR</dt><dd>{request.utr ?? '—'}</dd></>}
            {request.kind === 'withdraw' && <><dt>Pay to</dt><dd><BankLines bank={request.bank_details} /></dd></>}
            <dt>Effect</dt><dd>{effectOf(decision)}</dd>
          </dl>
          {request.kind === 'deposit' && request.has_image && (
            <a href={screenshotUrl(request.id)} target="_blank" rel="noreferrer">
              <img className={styles.shot} src={screenshotUrl(request.id)} alt={`Payment screenshot sent with UTR ${request.utr ?? ''}`} />
            </a>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
