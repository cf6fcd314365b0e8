/**
 * Namespace `server`: what the API says to a player beside the spec's
 * messages (docs/decisions/0023). Each text is the server's English word for
 * word: a reply whose msg is one of these (placeholders filled) goes out with
 * its code (`server:<key>`) and `params`, found by shared/src/i18n/codes.ts;
 * the client shows the player's language for the code. A text that comes from
 * a function of shared/ (GUESS_MSG, PROTECTION_MSG, BID_MSG) must keep the same
 * words there: server/src/i18n.test.ts checks that each is found.
 */
export const server = {
  languageSaved: 'Language saved.',

  // Success replies.
  registered: 'Registered Successfully.',
  loggedIn: 'Login Successfully',
  otpSent: 'OTP sent.',
  mpinChanged: 'MPIN changed. Log in with your new MPIN.',
  loggedOut: 'Logged out.',
  paymentNumbersSaved: 'Payment numbers saved.',
  bankSaved: 'Bank details saved.',
  depositSubmitted: 'Deposit request submitted. It will be credited after verification.',
  withdrawalSubmitted: 'Withdrawal request submitted.',
  bidPlaced: 'Bid Placed Successfully',
  paymentStarted: 'Payment started.',
  realityCheckSaved: 'Reality check saved.',
  limitNow: 'Your new limit applies now.',
  limitLater: 'Your higher limit applies from {{from}}. Until then your current limit stays.',
  breakTaken: 'Your break has started. It ends on {{until}}.',
  breakTakenPermanent: 'Your permanent self-exclusion has started.',

  // Sessions and access.
  logInAgain: 'Please log in again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  notAllowed: 'Not allowed.',
  notYourAccount: 'This request does not belong to your account.',
  bettingDisabled: 'Betting is not enabled on your account.',
  tooManyAttempts: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
  busy: 'The service is busy right now. Please try again in a moment.',
  serverError: 'Something went wrong on our side. Please try again.',

  // Sign-up, login, OTP (docs/SECURITY.md "Guessing").
  notRegistered: 'This number is not registered. Please sign up first.',
  verifyOtpFirst: 'Please verify your mobile number with the OTP first.',
  tooManySignups: 'Too many sign-ups from this network. Please try again in an hour.',
  wrongMpin_one: 'Wrong MPIN. {{count}} attempt left.',
  wrongMpin_other: 'Wrong MPIN. {{count}} attempts left.',
  mpinDeviceWait_one: 'Too many wrong MPIN attempts. Try again after {{count}} minute.',
  mpinDeviceWait_other: 'Too many wrong MPIN attempts. Try again after {{count}} minutes.',
  mpinNewDevices: 'Too many wrong MPINs for this number from new devices. Log in on a phone you used before, or reset your MPIN with Forgot MPIN.',
  wrongOtp_one: 'Wrong OTP. {{count}} attempt left.',
  wrongOtp_other: 'Wrong OTP. {{count}} attempts left.',
  otpPaused: 'Too many wrong OTPs for this number. OTP resets are paused until {{date}}. Please contact support.',
  otpNumberDaily: 'Too many OTPs were sent to this number today. Please try again tomorrow.',
  otpAddressDaily: 'Too many OTPs were asked for from this network today. Please try again tomorrow.',
  addressWait_one: 'Too many wrong attempts from this network. Please try again after {{count}} minute.',
  addressWait_other: 'Too many wrong attempts from this network. Please try again after {{count}} minutes.',
  otpWait: 'Please wait {{seconds}} seconds before asking for a new OTP.',

  // Breaks and limits (docs/PROTECTION.md).
  timeout: 'You are on a time-out until {{until}}. Betting and deposits are closed until then. You can still log in, see your balance and history, and withdraw.',
  selfExcludedUntil: 'You have excluded yourself from play until {{until}}. Betting and deposits are closed. You can still log in, see your balance and history, and withdraw.',
  selfExcludedForever: 'You have excluded yourself from play permanently. Betting and deposits are closed. You can still log in, see your balance and history, and withdraw.',
  selfExclusionEnded: 'Your self-exclusion ended on {{ended}}. Betting and deposits reopen once support lifts it at your request. You can still log in, see your balance and history, and withdraw.',
  breakShorter: 'You already have a break until {{until}}. A new one cannot end sooner.',
  breakPermanent: 'You have excluded yourself permanently. This cannot be changed.',
  paidDuringBreak: 'Paid during your break: you cannot bid with these points until betting reopens, but you can withdraw them at any time.',
  depositLimitDay: 'This deposit would take you over your deposit limit of {{limit}} points per 24 hours. You can deposit up to {{left}} more points now.',
  depositLimitWeek: 'This deposit would take you over your deposit limit of {{limit}} points per 7 days. You can deposit up to {{left}} more points now.',
  depositLimitMonth: 'This deposit would take you over your deposit limit of {{limit}} points per 30 days. You can deposit up to {{left}} more points now.',
  lossLimitDay: 'This bid would take you over your loss limit of {{limit}} points per 24 hours. You can bid up to {{left}} more points now.',
  lossLimitWeek: 'This bid would take you over your loss limit of {{limit}} points per 7 days. You can bid up to {{left}} more points now.',
  lossLimitMonth: 'This bid would take you over your loss limit of {{limit}} points per 30 days. You can bid up to {{left}} more points now.',

  // Bids.
  accountChanged: 'Your account changed while this bid was placed. Please try again.',
  bidNotYours: 'This bid does not belong to your account.',
  bidsWaiting: 'Your earlier bids are still being placed. Wait for them to finish, then try again.',
  bidsPerMinute: 'Too many bids in a short time. Please wait {{seconds}} seconds and try again.',
  noRate: 'Bids on this game are not taken right now: its rate is not set. Please try again later.',
  overMaximum: 'Maximum {{max}} Points per bid.',

  // Deposits and withdrawals.
  utrTaken: 'This UTR has already been submitted.',
  bankFirst: 'Please add your bank details before withdrawing.',
  pendingDeposits_one: 'You already have {{count}} deposit request waiting for approval. Please wait until they are checked before sending another.',
  pendingDeposits_other: 'You already have {{count}} deposit requests waiting for approval. Please wait until they are checked before sending another.',
  gatewayOff: 'Online payment is not configured yet. Please use Manual Deposit.',
  gatewayDown: 'The payment gateway is not answering. Please try again later or use Manual Deposit.',
  gatewayUnavailable: 'This payment gateway is not available.',
  alreadyStarted: 'This payment was already started.',
  paymentNotFound: 'Payment not found.',
  screenshotsPaused: 'Screenshots cannot be received right now. Please try again later, or submit your deposit with the UTR only.',
};
