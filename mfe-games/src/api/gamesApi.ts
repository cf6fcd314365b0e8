/** The calls this remote makes (SPEC §7). */
import { MSG, type BidPayload, type PlaceBidResponse } from '@matka/shared';
import { callApi, errorText } from '@matka/shared/client';

export type PlaceBidOutcome =
  | { ok: true; msg: string; balance: number | null }
  | { ok: false; msg: string };

function balanceOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * set_bid_new.php: one bid per request, form-urlencoded, the field `bids`
 * holding a JSON array with that one bid. success '1' is the only success;
 * a failure carries the server's msg, a network failure its error text.
 */
export async function placeBid(payload: BidPayload): Promise<PlaceBidOutcome> {
  try {
    const body = await callApi<PlaceBidResponse>(
      'placeBid',
      { bids: JSON.stringify([payload]) },
      { encoding: 'urlencoded', allowFailure: true },
    );
    if (body && String(body.success) === '1') {
      return { ok: true, msg: body.msg ?? '', balance: balanceOf(body.Remaining_user_balance) };
    }
    const msg = typeof body?.msg === 'string' && body.msg.trim() !== '' ? body.msg : MSG.bidFailed;
    return { ok: false, msg };
  } catch (failure) {
    return { ok: false, msg: errorText(failure) || MSG.bidFailed };
  }
}
