/**
 * Every API call: POST {API_BASE}/{script}. Script names are the spec's (§7);
 * where the spec shows no path, the name chosen here is documented in docs/API.md.
 */
export const API_BASE = '/api';

export const ENDPOINTS = {
  // public
  userExists: 'IsUserExists.php',
  signup: 'signup.php',
  login: 'login.php',
  sendOtp: 'send_otp.php',
  verifyOtp: 'otp.php',
  rates: 'get_rates.php',
  charts: 'getCharts.php',
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
  autoAddFund: 'add_fund_auto.php',
  paymentStatus: 'payment_status.php',
} as const;
export type EndpointName = keyof typeof ENDPOINTS;
