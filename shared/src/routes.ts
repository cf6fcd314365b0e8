/**
 * The route table: the contract between the shell and the remotes. The shell
 * owns routing, titles and the guard; each remote exposes `./pages`, a map
 * from the page ids below to components. A remote is fetched the first time
 * a player enters one of its routes.
 */

import type { RemoteName } from './remotes.js';

/**
 * guest:  login/sign-up pages; a logged-in player is sent to /.
 * public: reachable by anyone, no redirect.
 * chart:  always treated as logged in (docs/PRODUCT.md §2).
 * member: logged in, any status (home, profile).
 * player: logged in with status '1'; others are sent to /home.
 * operator: the operator console; has its own operator login.
 */
export type RouteAccess = 'guest' | 'public' | 'chart' | 'member' | 'player' | 'operator';

export interface RouteEntry {
  readonly path: string;
  readonly title: string;
  readonly access: RouteAccess;
  /** undefined: rendered by the shell itself. */
  readonly remote?: RemoteName;
  readonly page: string;
}

// Generic so each entry keeps its remote and page as literal types: RemotePageIds below reads them.
const route = <const R extends RemoteName | undefined, const P extends string>(
  path: string, title: string, access: RouteAccess, remote: R, page: P,
): RouteEntry & { readonly remote: R; readonly page: P } => ({ path, title, access, remote, page });

export const ROUTES = [
  route('/', 'Home', 'member', undefined, 'Home'),
  route('/home', 'Home', 'member', undefined, 'Home'),

  route('/Login', 'Login', 'guest', 'auth', 'Login'),
  route('/sign-up', 'signup', 'guest', 'auth', 'SignUp'),
  route('/M_pin', 'PIN form', 'guest', 'auth', 'MpinCreate'),
  route('/Otp', 'OTP form', 'guest', 'auth', 'Otp'),
  route('/login_mpin', 'PIN login', 'guest', 'auth', 'MpinLogin'),
  route('/forgot-mpin', 'Forgot MPIN', 'guest', 'auth', 'ForgotMpin'),
  route('/download-now', 'Download', 'public', 'auth', 'DownloadNow'),
  route('/profile', 'Profile', 'member', 'auth', 'Profile'),
  // Public: the terms a visitor accepts on /sign-up must be readable before there is an account.
  route('/privacy-policy', 'Privacy Policy', 'public', 'auth', 'PrivacyPolicy'),

  route('/game-rates', 'Game Rates', 'player', 'games', 'GameRates'),
  route('/how-to-play', 'Video', 'player', 'games', 'HowToPlay'),
  route('/game_type/:gameName', 'Game Types', 'player', 'games', 'GameTypePicker'),
  route('/game_type/:gameName/half_sangam', 'Half Sangam', 'player', 'games', 'HalfSangam'),
  route('/game_type/:gameName/full_sangam', 'Full Sangam', 'player', 'games', 'FullSangam'),
  route('/game_type/:gameName/:gameType', 'Play Game', 'player', 'games', 'BulkGrid'),
  route('/game_type_single/:gameName/:gameType', 'Play Game', 'player', 'games', 'SingleEntry'),

  route('/deposit', 'Deposit', 'player', 'wallet', 'Deposit'),
  route('/withdraw', 'Withdraw', 'player', 'wallet', 'Withdraw'),
  route('/wallet_histroy', 'Wallet Management', 'player', 'wallet', 'WalletMenu'),
  route('/add_fund_auto', 'Add Fund', 'player', 'wallet', 'AddFundAuto'),
  route('/add_fund_user', 'Manual Deposit', 'player', 'wallet', 'AddFundManual'),
  route('/add_bank_details', 'Bank Details', 'player', 'wallet', 'BankDetails'),
  route('/payment-status', 'Payment Status', 'player', 'wallet', 'PaymentStatus'),
  route('/responsible-play', 'Responsible play', 'player', 'wallet', 'ResponsiblePlay'),

  route('/my-bid', 'Bid History', 'player', 'history', 'MyBids'),
  route('/all-bid', 'All Bids', 'player', 'history', 'AllBids'),
  route('/account-statement', 'Account Statement', 'player', 'history', 'AccountStatement'),
  route('/fund_histry/:type', 'Fund History', 'player', 'history', 'FundHistory'),
  route('/request_history', 'Deposit History', 'player', 'history', 'RequestHistory'),
  route('/my-activity', 'My activity', 'player', 'history', 'MyActivity'),
  route('/inbox', 'Inbox', 'member', undefined, 'Inbox'),
  route('/jodi_chart/:gameName', 'Charts', 'chart', 'history', 'Chart'),
  route('/pana_chart/:gameName', 'Charts', 'chart', 'history', 'Chart'),

  // One splat route: the console routes its own screens below /admin (and /admin itself).
  route('/admin/*', 'Operator Console', 'operator', 'admin', 'Console'),
] as const satisfies readonly RouteEntry[];

export const FUND_HISTORY_TYPES = [
  'ALL_FUND_HISTROY',
  'ALL_DEPOSIT',
  'APPROVED_DEPOSITE',
  'ALL_WITHDRAWAL',
  'APPROVED_WITHDRAWAL',
] as const;
export type FundHistoryType = (typeof FUND_HISTORY_TYPES)[number];

/** Which fund requests each /fund_histry/{TYPE} lists: the server filters by it, so every page is full. */
export const FUND_HISTORY_SCOPE: Readonly<Record<FundHistoryType, { kind?: 'deposit' | 'withdraw'; approvedOnly: boolean }>> = {
  ALL_FUND_HISTROY: { approvedOnly: false },
  ALL_DEPOSIT: { kind: 'deposit', approvedOnly: false },
  APPROVED_DEPOSITE: { kind: 'deposit', approvedOnly: true },
  ALL_WITHDRAWAL: { kind: 'withdraw', approvedOnly: false },
  APPROVED_WITHDRAWAL: { kind: 'withdraw', approvedOnly: true },
};

/** docs/PRODUCT.md §2: the title of /fund_histry/{TYPE} is TYPE with underscores as spaces, capitalised. */
export function fundHistoryTitle(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * Why a route can have no first frame, the static markup painted before any
 * script (docs/decisions/0033-first-frames-in-the-html.md): its first render
 * must be the same for every visitor. Undefined when it can have one.
 */
export function whyNoFirstFrame(route: RouteEntry): string | undefined {
  if (!route.remote) return 'it is the shell\'s own page';
  if (route.access !== 'guest' && route.access !== 'public') return 'it needs a player: a first frame is for pages a visitor opens signed out';
  if (/[:*]/.test(route.path)) return `${route.path} has parameters`;
  return undefined;
}

/** Pages each remote must expose from `./pages`. */
export type RemotePageIds = { [R in RemoteName]: Extract<(typeof ROUTES)[number], { remote: R }>['page'] };

/** The runtime manifest the shell fetches (`/remotes.json`): where each remote's entry lives. */
export type RemoteManifest = Record<RemoteName, { url: string }>;
