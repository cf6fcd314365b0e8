/**
 * Our merchant reference for a gateway order: what the gateway knows the
 * order by, unique across all players (a UNIQUE column, migration 107). The
 * player's TRANS_ID is unique per player only, so it cannot be this: two
 * players may send the same one, and refusing the second would tell them the
 * first exists (docs/PAYMENTS.md "Whose TRANS_ID"). 21 letters and digits fit
 * the merchant-reference rules of common gateways (often 25 alphanumerics).
 */
import { randomBytes } from 'node:crypto';

export function newGatewayReference(): string {
  return `M${randomBytes(10).toString('hex')}`;
}
