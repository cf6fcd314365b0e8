/** SPEC §2 /fund_histry/{TYPE}: which requests each TYPE lists. */
import { FUND_HISTORY_TYPES, type FundHistoryType, type FundRequestRow } from '@matka/shared';

export const FUND_HISTORY_FILTERS: Readonly<Record<FundHistoryType, (row: FundRequestRow) => boolean>> = {
  ALL_FUND_HISTROY: () => true,
  ALL_DEPOSIT: (row) => row.action_type === 'Deposite',
  APPROVED_DEPOSITE: (row) => row.action_type === 'Deposite' && row.status === '1',
  ALL_WITHDRAWAL: (row) => row.action_type === 'Withdraw',
  APPROVED_WITHDRAWAL: (row) => row.action_type === 'Withdraw' && row.status === '1',
};

export function isFundHistoryType(value: string | undefined): value is FundHistoryType {
  return value !== undefined && (FUND_HISTORY_TYPES as readonly string[]).includes(value);
}
