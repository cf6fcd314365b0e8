/**
 * The calls this remote makes, as an RTK Query api slice injected into the
 * shell's store (storeParts in pages.ts): the market list (the server's
 * open/closed verdicts), the rates, and placing a bid.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { uniqueRates, type BidPayload, type Game, type PlaceBidResponse, type Rate, type RatesResponse } from '@matka/shared';
import { gamesQuery, playerApiBase, serverDataChanged, walletUpdated } from '@matka/shared/client';

/** Seconds after which /game-rates asks again rather than showing the cached rates. */
export const RATES_FRESH_SECONDS = 5 * 60;

export interface PlacedBid {
  msg: string;
  /** msg's catalog code and placeholders (docs/decisions/0023), to say it in the player's language. */
  code?: string | undefined;
  params?: Readonly<Record<string, string | number>> | undefined;
  /** The player's balance after the bid, as the server reports it; null when it did not say. */
  balance: number | null;
}

function balanceOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

export const gamesApi = createApi({
  ...playerApiBase('gamesApi'),
  endpoints: (build) => ({
    getGames: build.query<Game[], string>(gamesQuery),
    /** get_rates.php, de-duplicated by type (docs/PRODUCT.md §7). */
    getRates: build.query<Rate[], void>({
      query: () => ({ endpoint: 'rates' }),
      transformResponse: (response: RatesResponse) => uniqueRates(response?.result),
      providesTags: ['Rates'],
    }),
    /**
     * set_bid_new.php: one bid per request, form-urlencoded, the field `bids`
     * holding a JSON array with that one bid. A failure carries the server's
     * msg ('Failed' when it gave none). A placed bid moves the header wallet to
     * the server's balance at once, and the profile and histories follow.
     */
    placeBid: build.mutation<PlacedBid, BidPayload>({
      query: (payload) => ({ endpoint: 'placeBid', body: { bids: JSON.stringify([payload]) }, encoding: 'urlencoded' }),
      transformResponse: (response: PlaceBidResponse) => ({
        msg: response?.msg ?? '', code: response?.code, params: response?.params, balance: balanceOf(response?.Remaining_user_balance),
      }),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const placed = await queryFulfilled.then(({ data }) => data, () => null);
        if (!placed) return;
        if (placed.balance !== null) dispatch(walletUpdated(placed.balance));
        dispatch(serverDataChanged(['Profile', 'BidHistory', 'WalletHistory']));
      },
    }),
  }),
});

export const { useGetGamesQuery, useGetRatesQuery, usePlaceBidMutation } = gamesApi;
