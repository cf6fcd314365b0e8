/** Pieces the two Sangam pages share: their number fields and the page frame. */
import { useState, type ReactNode } from 'react';
import { ALL_PANAS, MSG, SINGLE_DIGITS, type Game, type GameTypeId } from '@matka/shared';
import { GAMES, useText } from '@matka/shared/client';
import { MarketGate } from '../market/MarketGate';
import { useMarket } from '../market/useMarket';
import { slipKey } from '../state/bidSlipSlice';
import { useBidSlip, type SlipApi } from './useBidSlip';
import { EntryBids } from './EntryBids';

/** All 220 panas in plain numeric order, for suggestions. */
export const PANA_OPTIONS: readonly string[] = Object.freeze([...ALL_PANAS].sort());
const PANA_SET: ReadonlySet<string> = new Set(ALL_PANAS);

export type SangamFieldKind = 'pana' | 'digit';

export interface SangamField {
  value: string;
  error: string;
  /** Props for NumberCombobox (label excluded). */
  input: {
    value: string;
    error: string;
    options: readonly string[];
    maxLength: number;
    placeholder: string;
    onChange(value: string): void;
    onNonDigit(): void;
  };
  /** Checks the value, shows the message; true when valid. */
  validate(): boolean;
  reset(): void;
}

/** A pana (one of the 220) or a digit (0–9), digits only. */
export function useSangamField(kind: SangamFieldKind): SangamField {
  const { t } = useText(GAMES);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const valid = kind === 'pana' ? PANA_SET.has(value) : SINGLE_DIGITS.includes(value);
  return {
    value,
    error,
    input: {
      value,
      error,
      options: kind === 'pana' ? PANA_OPTIONS : SINGLE_DIGITS,
      maxLength: kind === 'pana' ? 3 : 1,
      placeholder: kind === 'pana' ? t('entry.panaPlaceholder') : '0 – 9',
      onChange: (next) => {
        setValue(next);
        setError('');
      },
      onNonDigit: () => setError(MSG.bidInvalidDigit),
    },
    validate: () => {
      // docs/PRODUCT.md §5: a pana must be one of the allowed panas; a digit is 0-9.
      setError(valid ? '' : kind === 'pana' ? MSG.bidInvalidNumber : MSG.bidInvalidDigit);
      return valid;
    },
    reset: () => {
      setValue('');
      setError('');
    },
  };
}

/** The market frame of a Sangam page; Sangams take bids only while the open session runs. */
export function SangamPage({ type, children }: {
  type: Extract<GameTypeId, 'half_sangam' | 'full_sangam'>;
  children: (props: { game: Game; slip: SlipApi; bids: ReactNode }) => ReactNode;
}) {
  const market = useMarket();
  return (
    <MarketGate state={market} gameType={type} openSessionOnly>
      {(game) => <SangamSlip game={game} type={type} onModalClosed={market.refresh}>{children}</SangamSlip>}
    </MarketGate>
  );
}

function SangamSlip({ game, type, onModalClosed, children }: {
  game: Game;
  type: GameTypeId;
  onModalClosed(): void;
  children: (props: { game: Game; slip: SlipApi; bids: ReactNode }) => ReactNode;
}) {
  const slip = useBidSlip(slipKey(game.games_name, type));
  return <>{children({ game, slip, bids: <EntryBids gameName={game.games_name} slip={slip} onModalClosed={onModalClosed} /> })}</>;
}
