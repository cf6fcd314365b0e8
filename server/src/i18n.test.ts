/**
 * Every player-facing text the server builds from a function of shared/ is
 * found in the catalog with its code, and the catalog's English says it word
 * for word (docs/decisions/0023): a change of words on one side fails here.
 */
import { describe, expect, it } from 'vitest';
import { BID_MSG, GUESS_MSG, LIMIT_PERIODS, MSG, PROTECTION_MSG, SIGNUP_MSG, saidOfEnglish } from '@matka/shared';
import { pendingDepositsMessage } from './features/funds/funds.js';
import { say } from './i18n.js';

const TEXTS = [
  MSG.alreadySignedUp, MSG.marketClosed, MSG.depositMinimum(500),
  GUESS_MSG.wrongMpin(1), GUESS_MSG.wrongMpin(3), GUESS_MSG.mpinDeviceWait(1), GUESS_MSG.mpinDeviceWait(15), GUESS_MSG.mpinNewDevices,
  GUESS_MSG.wrongOtp(2), GUESS_MSG.otpPaused('26 Nov 2027'), GUESS_MSG.otpNumberDaily, GUESS_MSG.otpAddressDaily, GUESS_MSG.addressWait(30),
  SIGNUP_MSG.tooManyFromNetwork,
  PROTECTION_MSG.timeout('27/11/2026 10:00'), PROTECTION_MSG.selfExcluded('27/11/2027 10:00'), PROTECTION_MSG.selfExcluded(null),
  PROTECTION_MSG.selfExclusionEnded('01/11/2026 10:00'), PROTECTION_MSG.breakShorter('27/11/2026 10:00'), PROTECTION_MSG.breakPermanent,
  PROTECTION_MSG.paidDuringBreak, PROTECTION_MSG.limitNow, PROTECTION_MSG.limitLater('27/11/2026 10:00'),
  PROTECTION_MSG.breakTaken('27/11/2026 10:00'), PROTECTION_MSG.breakTaken(null), PROTECTION_MSG.realityCheckSaved,
  ...LIMIT_PERIODS.flatMap((period) => [PROTECTION_MSG.depositLimit(5000, period, 1200), PROTECTION_MSG.lossLimit(2000, period, 0)]),
  BID_MSG.tooManyWaiting, BID_MSG.tooManyPerMinute(20), BID_MSG.noRate, BID_MSG.overMaximum(10000),
  pendingDepositsMessage(1), pendingDepositsMessage(3),
  'Too many attempts. Please wait 60 seconds and try again.',
];

describe('the server\'s words and their codes', () => {
  it.each(TEXTS)('finds "%s" in the catalog and says it back word for word', (text) => {
    const said = saidOfEnglish(text);
    expect(said, text).toBeDefined();
    expect(say(said!.code, said!.params).msg).toBe(text);
  });
});
