/** docs/PRODUCT.md §2 /fund_histry/{TYPE}: which TYPEs exist (what each lists is FUND_HISTORY_SCOPE in shared/, applied by the server). */
import { FUND_HISTORY_TYPES, type FundHistoryType } from '@matka/shared';

export function isFundHistoryType(value: string | undefined): value is FundHistoryType {
  return value !== undefined && (FUND_HISTORY_TYPES as readonly string[]).includes(value);
}
