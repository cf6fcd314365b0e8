/**
 * A fund request's state as the database and the services name it, and the
 * code the wire carries for it (docs/PRODUCT.md §3: '0' Pending / In
 * Process, '1' Success, '-1' Failed / Declined). Mapped at the API boundary
 * only, so no SQL or service compares against '-1'.
 */
import type { FundRequestStatus } from './types.js';

export const FUND_REQUEST_STATES = ['pending', 'approved', 'declined'] as const;
export type FundRequestState = (typeof FUND_REQUEST_STATES)[number];

const WIRE: Record<FundRequestState, FundRequestStatus> = { pending: '0', approved: '1', declined: '-1' };

export const fundStatusCode = (state: FundRequestState): FundRequestStatus => WIRE[state];

export function fundStateOf(code: FundRequestStatus): FundRequestState {
  const state = FUND_REQUEST_STATES.find((candidate) => WIRE[candidate] === code);
  if (!state) throw new Error(`not a fund status code: ${code}`);
  return state;
}
