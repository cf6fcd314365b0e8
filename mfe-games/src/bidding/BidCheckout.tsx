/**
 * The end of every bidding page: the sticky totals with Submit ('Please
 * Select Bids for Betting.' when the slip is empty) and the confirmation
 * modal for the bids submitted. The rates are read here, while the player
 * builds the slip (the same cached get_rates.php as /game-rates), so the
 * confirmation can show what each bid would pay.
 */
import { useState } from 'react';
import { MSG } from '@matka/shared';
import { lazyToast, localiseMessage } from '@matka/shared/client';
import { RATES_FRESH_SECONDS, useGetRatesQuery } from '../state/gamesApi';
import { BidFooter } from './BidFooter';
import type { SlipApi } from './useBidSlip';
import { ConfirmBidsModal } from './ConfirmBidsModal';
import { totalPoints, type DraftBid } from './draft';

interface Props {
  gameName: string;
  slip: SlipApi;
  onModalClosed(): void;
}

export function BidCheckout({ gameName, slip, onModalClosed }: Props) {
  const [confirming, setConfirming] = useState<readonly DraftBid[] | null>(null);
  const { data: rates } = useGetRatesQuery(undefined, { refetchOnMountOrArgChange: RATES_FRESH_SECONDS });

  const submit = () => {
    if (slip.bids.length === 0) {
      lazyToast.error(localiseMessage(MSG.bidSelectRequired), { id: 'bid-select' });
      return;
    }
    setConfirming(slip.bids);
  };

  return (
    <>
      <BidFooter count={slip.bids.length} points={totalPoints(slip.bids)} onSubmit={submit} disabled={confirming !== null} />
      {confirming && (
        <ConfirmBidsModal
          gameName={gameName}
          bids={confirming}
          rates={rates}
          onPlaced={slip.placed}
          onAllPlaced={slip.clear}
          onClose={() => {
            setConfirming(null);
            onModalClosed();
          }}
        />
      )}
    </>
  );
}
