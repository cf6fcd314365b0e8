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
import { useNavigate } from 'react-router-dom';
import { GAME_TYPES, MSG, payout, type Rate } from '@matka/shared';
import {
  lazyToast, GAMES, errorText, formatWallet, localiseMessage, Modal, selectUser, selectWallet, useMessage, useShellSelector, useText,
} from '@matka/shared/client';
import type { TFunction } from 'i18next';
import { usePlaceBidMutation } from '../state/gamesApi';
import { InfoIcon } from '../components/icons';
import { draftLabel, toPayload, totalPoints, type DraftBid } from './draft';
import styles from './ConfirmBidsModal.module.css';

export type RowStatus =
  | { state: 'hold' }
  | { state: 'loading' }
  | { state: 'success' }
  | { state: 'failed'; msg: string };

const HOLD: RowStatus = { state: 'hold' };

/** A row's status in the page's language; a failure shows the server's words (already localised by errorText). */
export function statusText(status: RowStatus, t: TFunction<'games'>): string {
  switch (status.state) {
    case 'hold': return t('confirm.hold');
    case 'loading': return t('confirm.loading');
    case 'success': return t('confirm.success');
    case 'failed': return status.msg || localiseMessage(MSG.bidFailed);
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
  const { t } = useText(GAMES);
  const say = useMessage();
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

    let lastPlaced: { msg: string; code?: string | undefined; params?: unknown } | null = null;
    for (const bid of targets) {
      setStatus(bid.transaction_id, { state: 'loading' });
      const outcome = await placeBid(toPayload(bid, phone, gameName));
      if (outcome.data) {
        lastPlaced = outcome.data;
        onPlaced(bid.transaction_id);
        setStatus(bid.transaction_id, { state: 'success' });
      } else {
        setStatus(bid.transaction_id, { state: 'failed', msg: errorText(outcome.error) || localiseMessage(MSG.bidFailed) });
      }
    }
    running.current = false;

    if (rows.every((row) => statusRef.current[row.transaction_id]?.state === 'success')) {
      lazyToast.success(rows.length === 1
        ? (lastPlaced?.msg ? localiseMessage(lastPlaced.msg, lastPlaced.code, lastPlaced.params) : t('confirm.placedOne'))
        : t('confirm.placedMany', { n: rows.length }));
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
        <h3 id={titleId} className="dialog-title">{t('confirm.title')}</h3>
        <span className={styles.market}>{gameName}</span>
      </div>

      <ul className={styles.list} aria-label={t('confirm.bids')}>
        {rows.map((row) => {
          const status = statuses[row.transaction_id] ?? HOLD;
          const wins = winIfWon(row, rates);
          return (
            <li key={row.transaction_id} className={styles.row} data-state={status.state}>
              <span className={styles.number}>{draftLabel(row)}</span>
              <span className={styles.meta}>
                <span className={styles.type}>{t(`types.${row.type}`)}</span>
                <span className={styles.session}>{t(`sessions.${row.session}`)}</span>
                {wins !== null && <span className={styles.wins} data-testid="bid-wins">{t('confirm.wins', { points: wins })}</span>}
              </span>
              <span className={styles.points}>{row.points}<span className={styles.unit}>{t('list.pts')}</span></span>
              <span className={`${styles.status} ${PILL[status.state]}`} data-testid="bid-status">{statusText(status, t)}</span>
            </li>
          );
        })}
      </ul>

      {rows.some((row) => winIfWon(row, rates) !== null) && <p className={styles.rateNote}>{t('confirm.rateNote')}</p>}

      <p className="visually-hidden" role="status">
        {phase === 'running' ? t('confirm.placing', { placed: placedCount, total: rows.length }) : ''}
        {phase === 'finished' ? t('confirm.finished', { placed: placedCount, total: rows.length, failed: failed.length }) : ''}
      </p>

      <dl className={styles.summary}>
        <div><dt>{phase === 'review' ? t('confirm.totalBids') : t('confirm.bidsLeft')}</dt><dd data-testid="total-bids">{unplaced.length}</dd></div>
        <div><dt>{phase === 'review' ? t('confirm.totalPoints') : t('confirm.pointsLeft')}</dt><dd data-testid="total-points">{points}</dd></div>
        <div><dt>{t('confirm.balanceBefore')}</dt><dd data-testid="balance-before">{formatWallet(balanceBefore)}</dd></div>
        {phase !== 'review' && <div><dt>{t('confirm.balanceNow')}</dt><dd data-testid="balance-now">{formatWallet(wallet)}</dd></div>}
        <div>
          <dt>{t('confirm.balanceAfter')}</dt>
          <dd data-testid="balance-after" className={after < 0 ? styles.negative : undefined}>{formatWallet(after)}</dd>
        </div>
      </dl>

      {after < 0 && <p className={styles.warning}>{t('confirm.notCovered')}</p>}
      <p className={styles.notice}><InfoIcon /> {say(MSG.bidNotice)}</p>

      <div className="dialog-actions">
        {phase === 'finished' ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose}>{t('confirm.close')}</button>
            {failed.length > 0 && (
              <button type="button" className="btn btn-accent" onClick={() => void run(failed)}>{t('confirm.retryFailed')}</button>
            )}
          </>
        ) : (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>{t('confirm.cancel')}</button>
            <button type="button" className="btn btn-accent" onClick={() => void run(rows)} disabled={busy}>
              {busy ? t('confirm.submitting') : t('confirm.submit')}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
