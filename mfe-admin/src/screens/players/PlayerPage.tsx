/**
 * One player: profile, balance and totals, their protection (limits and
 * breaks, read-only), and the ledger, bids and fund
 * requests a page at a time (each its own server-paged table), with the
 * balance adjustment (a mandatory reason the player reads as the ledger remark).
 */
import { Link, useParams } from 'react-router-dom';
import { errorText } from '@matka/shared/client';
import { istTime, points } from '../../components/format';
import { usePlayerQuery } from '../../state/consoleApi';
import { operatorMay, selectOperator } from '../../state/session';
import { useConsoleSelector } from '../../state/store';
import { BankLines } from '../funds/BankLines';
import { GuessingCard } from './GuessingCard';
import { ProtectionCard } from '../protection/ProtectionCard';
import { AdjustBalance } from './AdjustBalance';
import { PlayerBids, PlayerFundRequests, PlayerLedger } from './PlayerTables';
import { PlayerStatus } from './PlayerStatus';
import { StatusChange } from './StatusChange';
import styles from './Players.module.css';

export function PlayerPage() {
  const id = Number(useParams().playerId);
  const operator = useConsoleSelector(selectOperator);
  // currentData: never another player's page (and its balance adjustment) while this one loads.
  const { currentData: player, error } = usePlayerQuery(id, { skip: !Number.isInteger(id) || id <= 0 });

  if (error) return <p className="empty-state" role="alert">{errorText(error)}</p>;
  if (!player) return <p className="empty-state" role="status">Loading…</p>;

  return (
    <>
      <nav aria-label="Breadcrumb" className="muted"><Link to="/admin/players">Players</Link> / {player.name}</nav>
      <div className={styles.top}>
        <section className={`card ${styles.profile}`} aria-labelledby="player-name">
          <h2 id="player-name" className="section-title">{player.name || '(no name)'}</h2>
          <dl className={styles.facts}>
            <dt>Phone</dt><dd>{player.phone_number}</dd>
            <dt>Status</dt><dd><PlayerStatus status={player.status} /></dd>
            <dt>Balance</dt><dd className={styles.balance} aria-label="Balance">{points(player.balance)}</dd>
            <dt>Email</dt><dd>{player.email || '—'}</dd>
            <dt>Joined</dt><dd>{istTime(player.created_at)}</dd>
            <dt>Bank</dt><dd><BankLines bank={player.bank_details} /></dd>
            <dt>Wallet apps</dt><dd>{[player.paytm && `Paytm ${player.paytm}`, player.phonepay && `PhonePe ${player.phonepay}`, player.googlepay && `GPay ${player.googlepay}`].filter(Boolean).join(' · ') || '—'}</dd>
          </dl>
          {operatorMay(operator, 'player_status') && <StatusChange player={player} />}
        </section>
        <section className={`card ${styles.totals}`} aria-label="Totals">
          <dl className={styles.facts}>
            <dt>Deposited</dt><dd>{points(player.totals.deposited)}</dd>
            <dt>Withdrawn</dt><dd>{points(player.totals.withdrawn)}</dd>
            <dt>Staked</dt><dd>{points(player.totals.staked)}</dd>
            <dt>Won</dt><dd>{points(player.totals.won)}</dd>
            <dt>Pending requests</dt><dd>{player.pending_requests}</dd>
            <dt>Owed after reverts</dt><dd>{points(player.open_receivables)}</dd>
          </dl>
        </section>
        {operatorMay(operator, 'players') && <AdjustBalance player={player} />}
        <GuessingCard player={player} mayLift={operatorMay(operator, 'player_status')} />
      </div>
      <ProtectionCard playerId={player.id} />
      <PlayerLedger playerId={player.id} />
      <PlayerBids playerId={player.id} />
      <PlayerFundRequests playerId={player.id} />
    </>
  );
}
