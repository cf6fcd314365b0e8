/** An operator's adjustment of a player's wallet (the console's Adjust balance; docs/API.md "Operator API"). */
import { ADJUSTMENT_MSG, type WalletAdjustmentInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { post } from '../../data/ledger.js';
import { findUserByPhone } from '../../data/users.js';
import { conflict, notFound } from '../../errors.js';

/** A signed operator adjustment: one ledger row; a debit may not take the wallet below zero. */
export async function adjustWallet(ctx: AppContext, actor: Actor, input: WalletAdjustmentInput): Promise<number> {
  const { phone_number: phone, amount } = input;
  // The reason is mandatory (walletAdjustmentRequest) and is what the player reads in their statement.
  const remark = input.remark;
  const user = await findUserByPhone(ctx.db.pool, phone);
  if (!user) throw notFound(ADJUSTMENT_MSG.playerNotFound);
  const balance = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const after = await post(tx, { userId: user.id, amount, kind: 'adjustment', reference: `operator:${actor.operatorId}:${actor.requestId}`, remark, now });
    if (after === null) throw conflict(ADJUSTMENT_MSG.belowZero);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'wallet.adjusted', targetType: 'wallet', targetId: user.id, userId: user.id,
      before: { balance: after - amount }, after: { balance: after, amount, remark }, requestId: actor.requestId, now,
    });
    return after;
  });
  ctx.log.info({ operatorId: actor.operatorId, userId: user.id, amount }, 'wallet adjusted by operator');
  return balance;
}
