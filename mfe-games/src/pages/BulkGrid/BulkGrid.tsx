/**
 * /game_type/:gameName/:gameType — docs/PRODUCT.md §2 Bulk grid. Every allowed number
 * of the type is a cell: a tap adds the entered points to that cell (again
 * adds again), a long press of 1400 ms clears it. Digit and pana grids have
 * an Open/Close session (only Close once the open session is over); Jodi
 * is always Open. Panas are grouped under their digit.
 */
import { useEffect, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useParams } from 'react-router-dom';
import { lazyToast, GAMES, useMessage, useText } from '@matka/shared/client';
import {
  GAME_TYPES, allowedNumbers, isGameTypeId, numberKind, panaDigit,
  type BidSession, type Game, type GameTypeId,
} from '@matka/shared';
import { BidCheckout } from '../../bidding/BidCheckout';
import { slipKey } from '../../state/bidSlipSlice';
import { useBidSlip } from '../../bidding/useBidSlip';
import { draftLabel } from '../../bidding/draft';
import { PointsField, usePointsEntry } from '../../bidding/PointsField';
import { FixedSession, SessionChoice, effectiveSession } from '../../bidding/SessionChoice';
import { MarketGate, UnknownGameType } from '../../market/MarketGate';
import { pickerPath } from '../../market/paths';
import { useMarket, type MarketVerdict } from '../../market/useMarket';
import styles from './BulkGrid.module.css';

/** docs/PRODUCT.md §9: a long press of 1400 ms clears a bid. */
export const LONG_PRESS_MS = 1400;

export function BulkGrid() {
  const { gameType } = useParams();
  const market = useMarket();
  if (!isGameTypeId(gameType) || GAME_TYPES[gameType].style !== 'bulk') {
    return <UnknownGameType backTo={pickerPath(market.gameName)} />;
  }
  const info = GAME_TYPES[gameType];
  return (
    <MarketGate state={market} gameType={gameType} openSessionOnly={info.openSessionOnly}>
      {(game, verdict) => <BulkBoard game={game} verdict={verdict} type={gameType} onModalClosed={market.refresh} />}
    </MarketGate>
  );
}

/** Panas are grouped under their digit; other types are one group. */
interface Group { digit: number | null; numbers: readonly string[] }

function groupsOf(type: GameTypeId): Group[] {
  const numbers = allowedNumbers(type);
  if (numberKind(type) !== 'pana') return [{ digit: null, numbers }];
  return Array.from({ length: 10 }, (_, digit) => ({
    digit,
    numbers: numbers.filter((pana) => panaDigit(pana) === digit),
  }));
}

interface BoardProps {
  game: Game;
  verdict: MarketVerdict;
  type: GameTypeId;
  onModalClosed(): void;
}

function BulkBoard({ game, verdict, type, onModalClosed }: BoardProps) {
  const { t } = useText(GAMES);
  const say = useMessage();
  const info = GAME_TYPES[type];
  const slip = useBidSlip(slipKey(game.games_name, type));
  const session: BidSession = info.openSessionOnly ? 'Open' : effectiveSession(verdict.sessions, slip.session);
  const points = usePointsEntry();
  const groups = useMemo(() => groupsOf(type), [type]);

  // The grid's bids follow its session, also when the server has closed the open one.
  const { bids, chooseSession } = slip;
  useEffect(() => {
    if (bids.some((bid) => bid.session !== session)) chooseSession(session, true);
  }, [bids, session, chooseSession]);

  const cellTotals = useMemo(() => {
    const totals = new Map<string, number>();
    for (const bid of bids) totals.set(draftLabel(bid), bid.points);
    return totals;
  }, [bids]);

  const add = (value: string) => {
    const check = points.check();
    if (!check.ok) {
      lazyToast.error(say(check.msg) ?? check.msg, { id: 'bulk-points' });
      return;
    }
    // A cell is one bid: taps stop at the operator's maximum instead of failing at Submit.
    const total = (cellTotals.get(value) ?? 0) + check.points;
    if (points.maxBidPoints !== undefined && total > points.maxBidPoints) {
      lazyToast.error(t('grid.overMaximum', { value, max: points.maxBidPoints }), { id: 'bulk-points' });
      return;
    }
    slip.tap(type, session, value, check.points);
  };


  return (
    <>
      <div className={`card ${styles.controls}`}>
        <PointsField {...points.field} />
        {info.openSessionOnly ? (
          <FixedSession />
        ) : (
          <SessionChoice sessions={verdict.sessions} value={session} onChange={(next) => slip.chooseSession(next, true)} />
        )}
      </div>

      <section className={styles.board} aria-labelledby="bulk-grid-title">
        <div className={styles.boardHead}>
          <h3 id="bulk-grid-title" className="section-title">{t('grid.title')}</h3>
          <p id="bulk-grid-hint" className={styles.hint}>
            {t('grid.hint')}
          </p>
        </div>
        {groups.map((group) => {
          const title = group.digit === null ? null : t('grid.digitGroup', { digit: group.digit });
          return (
          <div
            key={group.digit ?? 'all'}
            className={styles.group}
            role="group"
            aria-label={title ?? t('grid.numbers', { type: t(`types.${type}`) })}
          >
            {title && <p className={styles.groupTitle} aria-hidden="true">{title}</p>}
            <div className={numberKind(type) === 'jodi' ? `${styles.cells} ${styles.jodiCells}` : styles.cells}>
              {group.numbers.map((value) => (
                <Cell key={value} value={value} total={cellTotals.get(value) ?? 0} onAdd={add} onClear={(v) => slip.clearCell(type, v)} />
              ))}
            </div>
          </div>
          );
        })}
      </section>

      <BidCheckout gameName={game.games_name} slip={slip} onModalClosed={onModalClosed} />
    </>
  );
}

interface CellProps {
  value: string;
  total: number;
  onAdd(value: string): void;
  onClear(value: string): void;
}

/** One number: a tap (or Enter/Space) adds, a 1400 ms press (or Delete) clears — never both. */
function Cell({ value, total, onAdd, onClear }: CellProps) {
  const { t } = useText(GAMES);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clearedByPress = useRef(false);

  const cancelPress = () => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  };
  useEffect(() => cancelPress, []);

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button > 0) return;
    clearedByPress.current = false;
    cancelPress();
    timer.current = setTimeout(() => {
      timer.current = null;
      clearedByPress.current = true;
      onClear(value);
    }, LONG_PRESS_MS);
  };

  const handleClick = () => {
    if (clearedByPress.current) {
      clearedByPress.current = false;
      return;
    }
    onAdd(value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onClear(value);
    }
  };

  return (
    <button
      type="button"
      className={styles.cell}
      data-active={total > 0 || undefined}
      aria-label={total > 0 ? t('grid.cellWithPoints', { value, points: total }) : value}
      aria-describedby="bulk-grid-hint"
      onPointerDown={handlePointerDown}
      onPointerUp={cancelPress}
      onPointerLeave={cancelPress}
      onPointerCancel={cancelPress}
      onContextMenu={(event) => event.preventDefault()}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <span className={styles.cellNumber}>{value}</span>
      <span className={styles.cellPoints}>{total > 0 ? total : '\u00a0'}</span>
    </button>
  );
}
