/**
 * The lower half of a single-entry or sangam page: the added bids (each
 * removable), the sticky totals with Submit, and the confirmation modal.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MSG } from '@matka/shared';
import { BidFooter } from './BidFooter';
import { BidList } from './BidList';
import type { SlipApi } from './bidSlipSlice';
import { ConfirmBidsModal } from './ConfirmBidsModal';
import { totalPoints, type DraftBid } from './draft';

interface Props {
  gameName: string;
  slip: SlipApi;
  onModalClosed(): void;
}

export function EntryBids({ gameName, slip, onModalClosed }: Props) {
  const [confirming, setConfirming] = useState<readonly DraftBid[] | null>(null);

  const submit = () => {
    if (slip.bids.length === 0) {
      toast.error(MSG.bidSelectRequired, { id: 'entry-select' });
      return;
    }
    setConfirming(slip.bids);
  };

  return (
    <>
      <BidList bids={slip.bids} onRemove={slip.remove} />
      <BidFooter count={slip.bids.length} points={totalPoints(slip.bids)} onSubmit={submit} disabled={confirming !== null} />
      {confirming && (
        <ConfirmBidsModal
          gameName={gameName}
          bids={confirming}
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
