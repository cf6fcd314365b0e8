/**
 * The confirmation modal (docs/PRODUCT.md §2 Bidding screens, §4 Bid submission): the
 * bids with their status, totals, the balance before and after, and the
 * notice 'Bid Once Played Will Not Be Cancelled'. With the rates the page has
 * read, each bid also shows what it would pay if it wins (payout(): points ×
 * max ÷ min, rounded down); the server stores the rate in force when it
 * places the bid and pays that (docs/SETTLEMENT.md "The rate of a bid"), so
 * this is a forecast, and a note says so. Submit places the bids one
 * at a time, in order — HOLD, then LOADING..., then Success, the server's
 * msg, or Failed. Each success moves the header wallet to the server's
 * balance. All placed: toast, clear the list, go to /my-bid. Otherwise the
 * statuses stay, and 'Retry failed' sends only the failed bids again with
 * their same transaction ids.
 */
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { GAME_TYPES, MSG, RATE_TEXT, payout, type Rate } from '@matka/shared';
import { errorText, formatWallet, Modal, selectUser, selectWallet, useShellSelector } from '@matka/shared/client';
import { usePlaceBidMutation } from '../state/gamesApi';
import { InfoIcon } from '../components/icons';
import { draftLabel, toPayload, totalPoints, typeLabel, type DraftBid } from './draft';
import styles from './ConfirmBidsModal.module.css';

export type RowStatus =
  | { state: 'hold' }
  | { state: 'loading' }
  | { state: 'success' }
  | { state: 'failed'; msg: string };

const HOLD: RowStatus = { state: 'hold' };

export function statusText(status: RowStatus): string {
  switch (status.state) {
    case 'hold': return 'HOLD';
    case 'loading': return 'LOADING...';
    case 'success': return 'Success';
    case 'failed': return status.msg || MSG.bidFailed;
  }
}

const PILL: Record<RowStatus['state'], string> = {
  hold: styles.statusHold ?? '',
  loading: 'pill pill-warning',
  success: 'pill pill-success',
  failed: 'pill pill-danger',
};

interface Props {
  /** The market's games_name. */
  gameName: string;
  /** The bids to place; the modal keeps this list as it was when it opened. */
  bids: readonly DraftBid[];
  /** The rates as the client last read them (get_rates.php); without them no win is shown. */
  rates?: readonly Rate[] | undefined;
  /** One bid was placed: the page drops it from its list. */
  onPlaced(transactionId: string): void;
  /** Every bid was placed: the page clears its list (the modal then goes to /my-bid). */
  onAllPlaced(): void;
  onClose(): void;
}

/** What a bid would pay if it wins at these rates, or null when its rate is not known. */
export function winIfWon(bid: Pick<DraftBid, 'type' | 'points'>, rates: readonly Rate[] | undefined): number | null {
  const rate = rates?.find((candidate) => candidate.type === GAME_TYPES[bid.type].rateType);
  return rate ? payout(bid.points, rate) : null;
}

export function ConfirmBidsModal({ gameName, bids, rates, onPlaced, onAllPlaced, onClose }: Props) {
  const titleId = useId();
  const navigate = useNavigate();
  const [placeBid] = usePlaceBidMutation();
  const phone = useShellSelector(selectUser)?.phone_number ?? '';
  const wallet = useShellSelector(selectWallet);
  // What the player had when they opened the modal: it stays put while bids are placed (the header follows the server).
  const [balanceBefore] = useState(wallet);
  const [rows] = useState<readonly DraftBid[]>(() => bids.map((bid) => ({ ...bid })));
  const [statuses, setStatuses] = useState<Readonly<Record<string, RowStatus>>>(
    () => Object.fromEntries(rows.map((row) => [row.transaction_id, HOLD])),
  );
  const [phase, setPhase] = useState<'review' | 'running' | 'finished'>('review');
  const statusRef = useRef(statuses);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setStatus = (transactionId: string, status: RowStatus) => {
    statusRef.current = { ...statusRef.current, [transactionId]: status };
    setStatuses(statusRef.current);
  };

  const run = async (targets: readonly DraftBid[]) => {
    if (running.current || targets.length === 0) return;
    running.current = true;
    setPhase('running');
    for (const bid of targets) setStatus(bid.transaction_id, HOLD);

    let lastMessage = '';
    for (const bid of targets) {
      setStatus(bid.transaction_id, { state: 'loading' });
      const outcome = await placeBid(toPayload(bid, phone, gameName));
      if (outcome.data) {
        lastMessage = outcome.data.msg;
        onPlaced(bid.transaction_id);
        setStatus(bid.transaction_id, { state: 'success' });
      } else {
        setStatus(bid.transaction_id, { state: 'failed', msg: errorText(outcome.error) || MSG.bidFailed });
      }
    }
    running.current = false;

    if (rows.every((row) => statusRef.current[row.transaction_id]?.state === 'success')) {
      toast.success(rows.length === 1 ? lastMessage || 'Bid Placed Successfully' : `${rows.length} Bids Placed Successfully`);
      onAllPlaced();
      if (mounted.current) navigate('/my-bid');
      return;
    }
    if (mounted.current) setPhase('finished');
  };

  const failed = rows.filter((row) => statuses[row.transaction_id]?.state === 'failed');
  const unplaced = rows.filter((row) => statuses[row.transaction_id]?.state !== 'success');
  const points = totalPoints(unplaced);
  const after = wallet - points;
  const busy = phase === 'running';
  const placedCount = rows.length - unplaced.length;

  return (
    <Modal className={`dialog ${styles.dialog}`} labelledBy={titleId} busy={busy} onCancel={onClose}>
      <div className={styles.titleRow}>
        <h3 id={titleId} className="dialog-title">Confirm Your Bids</h3>
        <span className={styles.market}>{gameName}</span>
      </div>

      <ul className={styles.list} aria-label="Bids">
        {rows.map((row) => {
          const status = statuses[row.transaction_id] ?? HOLD;
          const wins = winIfWon(row, rates);
          return (
            <li key={row.transaction_id} className={styles.row} data-state={status.state}>
              <span className={styles.number}>{draftLabel(row)}</span>
              <span className={styles.meta}>
                <span className={styles.type}>{typeLabel(row.type)}</span>
                <span className={styles.session}>{row.session}</span>
                {wins !== null && <span className={styles.wins} data-testid="bid-wins">{RATE_TEXT.wins(wins)}</span>}
              </span>
              <span className={styles.points}>{row.points}<span className={styles.unit}> pts</span></span>
              <span className={`${styles.status} ${PILL[status.state]}`} data-testid="bid-status">{statusText(status)}</span>
            </li>
          );
        })}
      </ul>

      {rows.some((row) => winIfWon(row, rates) !== null) && <p className={styles.rateNote}>{RATE_TEXT.confirmNote}</p>}

      <p className="visually-hidden" role="status">
        {phase === 'running' ? `Placing bids: ${placedCount} of ${rows.length} placed.` : ''}
        {phase === 'finished' ? `${placedCount} of ${rows.length} bids placed. ${failed.length} failed.` : ''}
      </p>

      <dl className={styles.summary}>
        <div><dt>{phase === 'review' ? 'Total Bids' : 'Bids left'}</dt><dd data-testid="total-bids">{unplaced.length}</dd></div>
        <div><dt>{phase === 'review' ? 'Total Points' : 'Points left'}</dt><dd data-testid="total-points">{points}</dd></div>
        <div><dt>Balance Before</dt><dd data-testid="balance-before">{formatWallet(balanceBefore)}</dd></div>
        {phase !== 'review' && <div><dt>Balance Now</dt><dd data-testid="balance-now">{formatWallet(wallet)}</dd></div>}
        <div>
          <dt>Balance After</dt>
          <dd data-testid="balance-after" className={after < 0 ? styles.negative : undefined}>{formatWallet(after)}</dd>
        </div>
      </dl>

      {after < 0 && <p className={styles.warning}>Your balance does not cover all of these bids.</p>}
      <p className={styles.notice}><InfoIcon /> {MSG.bidNotice}</p>

      <div className="dialog-actions">
        {phase === 'finished' ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose}>Close</button>
            {failed.length > 0 && (
              <button type="button" className="btn btn-accent" onClick={() => void run(failed)}>Retry failed</button>
            )}
          </>
        ) : (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>Cancel</button>
            <button type="button" className="btn btn-accent" onClick={() => void run(rows)} disabled={busy}>
              {busy ? 'Submitting…' : 'Submit'}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
