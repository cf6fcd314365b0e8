/**
 * Every API call: POST {API_BASE}/{script}. Script names are the spec's (§7);
 * where the spec shows no path, the name chosen here is documented in docs/API.md.
 */
export const API_BASE = '/api';

/**
 * Sent by our client on every call (shared/src/client/request.ts). An HTML
 * form cannot send a custom header, so the server refuses a state-changing
 * browser call without it (server/src/http/security/csrf.ts, docs/SECURITY.md).
 */
export const CLIENT_HEADER = { name: 'x-matka-client', value: '1' } as const;

export const ENDPOINTS = {
  // public
  userExists: 'IsUserExists.php',
  signup: 'signup.php',
  login: 'login.php',
  sendOtp: 'send_otp.php',
  verifyOtp: 'otp.php',
  resetMpin: 'reset_mpin.php',
  rates: 'get_rates.php',
  charts: 'getCharts.php',
  resultHistory: 'result_history.php',
  draws: 'get_draws.php',
  siteInfo: 'site_info.php',
  // player session required
  logout: 'logout.php',
  profile: 'get_profile.php',
  editProfile: 'edit_profile.php',
  games: 'get_games.php',
  placeBid: 'set_bid_new.php',
  bidHistory: 'get_bid_history.php',
  walletHistory: 'get_wallet_history.php',
  requestHistory: 'get_request_history.php',
  manualDeposit: 'add_points_request.php',
  withdraw: 'withdraw_request.php',
  saveBankDetails: 'update_bank_details.php',
  paymentInfo: 'adpayInfo.php',
  updatePaymentApps: 'updatePay.php',
  // The player's language (docs/I18N.md; a name chosen here)
  setLanguage: 'set_language.php',
  autoAddFund: 'add_fund_auto.php',
  paymentStatus: 'payment_status.php',
  // player protection (docs/PROTECTION.md; names chosen here)
  protection: 'get_protection.php',
  setLimit: 'set_limit.php',
  takeBreak: 'take_break.php',
  setRealityCheck: 'set_reality_check.php',
  realityCheck: 'reality_check.php',
  activity: 'get_activity.php',
  // the inbox (docs/API.md "Inbox"; names chosen here)
  inbox: 'get_inbox.php',
  inboxUnread: 'get_inbox_unread.php',
  readInbox: 'read_inbox.php',
} as const;
export type EndpointName = keyof typeof ENDPOINTS;
