/**
 * The lower half of a single-entry or sangam page: the added bids (each
 * removable), then the totals, Submit and the confirmation modal.
 */
import { BidCheckout } from './BidCheckout';
import { BidList } from './BidList';
import type { SlipApi } from './useBidSlip';

interface Props {
  gameName: string;
  slip: SlipApi;
  onModalClosed(): void;
}

export function EntryBids({ gameName, slip, onModalClosed }: Props) {
  return (
    <>
      <BidList bids={slip.bids} onRemove={slip.remove} />
      <BidCheckout gameName={gameName} slip={slip} onModalClosed={onModalClosed} />
    </>
  );
}
