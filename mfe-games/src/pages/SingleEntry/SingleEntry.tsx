/**
 * /game_type_single/:gameName/:gameType — docs/PRODUCT.md §2 single bid entry for a
 * digit, jodi or pana type: session (not for Jodi), the number with
 * suggestions from the allowed list, points, Add; the bids list below,
 * then Submit and the confirmation modal.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  GAME_TYPES, MSG, allowedNumbers, isAllowedNumber, isGameTypeId, numberKind,
  type BidSession, type Game, type GameTypeId, type NumberKind,
} from '@matka/shared';
import type { TFunction } from 'i18next';
import { GAMES, useText } from '@matka/shared/client';
import { slipKey } from '../../state/bidSlipSlice';
import { useBidSlip } from '../../bidding/useBidSlip';
import { singleNumberBid } from '../../bidding/draft';
import { EntryBids } from '../../bidding/EntryBids';
import { NumberCombobox } from '../../bidding/NumberCombobox';
import { PointsField, usePointsEntry } from '../../bidding/PointsField';
import { FixedSession, SessionChoice, effectiveSession } from '../../bidding/SessionChoice';
import { PlusIcon } from '../../components/icons';
import { MarketGate, UnknownGameType } from '../../market/MarketGate';
import { pickerPath } from '../../market/paths';
import { useMarket, type MarketVerdict } from '../../market/useMarket';
import forms from '../../bidding/bidding.module.css';

/** The number field of each kind: its label (games:entry.<kind>) and placeholder. */
const NUMBER_FIELD: Record<NumberKind, { maxLength: number; placeholder: (t: TFunction<'games'>) => string }> = {
  digit: { maxLength: 1, placeholder: () => '0 – 9' },
  jodi: { maxLength: 2, placeholder: () => '00 – 99' },
  pana: { maxLength: 3, placeholder: (t) => t('entry.panaPlaceholder') },
};

export function SingleEntry() {
  const { gameType } = useParams();
  const market = useMarket();
  if (!isGameTypeId(gameType) || GAME_TYPES[gameType].style !== 'single') {
    return <UnknownGameType backTo={pickerPath(market.gameName)} />;
  }
  const info = GAME_TYPES[gameType];
  return (
    <MarketGate state={market} gameType={gameType} openSessionOnly={info.openSessionOnly}>
      {(game, verdict) => <SingleForm game={game} verdict={verdict} type={gameType} onModalClosed={market.refresh} />}
    </MarketGate>
  );
}

interface FormProps {
  game: Game;
  verdict: MarketVerdict;
  type: GameTypeId;
  onModalClosed(): void;
}

function SingleForm({ game, verdict, type, onModalClosed }: FormProps) {
  const { t } = useText(GAMES);
  const info = GAME_TYPES[type];
  const kind = numberKind(type) ?? 'digit';
  const field = NUMBER_FIELD[kind];
  const slip = useBidSlip(slipKey(game.games_name, type));
  const session: BidSession = info.openSessionOnly ? 'Open' : effectiveSession(verdict.sessions, slip.session);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState('');
  const points = usePointsEntry();
  const numberInput = useRef<HTMLInputElement>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const numberOk = isAllowedNumber(type, number);
    const check = points.check();
    setNumberError(numberOk ? '' : MSG.bidInvalidNumber);
    if (!numberOk) {
      numberInput.current?.focus();
      return;
    }
    if (!check.ok) return;
    slip.add(singleNumberBid(type, session, number, check.points));
    setNumber('');
    numberInput.current?.focus();
  };

  return (
    <>
      <form className={`card form ${forms.entryCard}`} onSubmit={add} noValidate aria-label={t('entry.addBid', { type: t(`types.${type}`) })}>
        {info.openSessionOnly ? (
          <FixedSession />
        ) : (
          <SessionChoice sessions={verdict.sessions} value={session} onChange={(next) => slip.chooseSession(next, false)} />
        )}
        <NumberCombobox
          inputRef={numberInput}
          label={t(`entry.${kind}`)}
          value={number}
          options={allowedNumbers(type)}
          maxLength={field.maxLength}
          placeholder={field.placeholder(t)}
          error={numberError}
          onChange={(value) => {
            setNumber(value);
            setNumberError('');
          }}
          onNonDigit={() => setNumberError(MSG.bidInvalidDigit)}
        />
        <PointsField {...points.field} />
        <button type="submit" className="btn btn-block"><PlusIcon /> {t('entry.add')}</button>
      </form>

      <EntryBids gameName={game.games_name} slip={slip} onModalClosed={onModalClosed} />
    </>
  );
}
