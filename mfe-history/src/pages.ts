/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { HISTORY, lazyPage } from '@matka/shared/client';

export { storeParts } from './state/store';
/** The text catalogs its pages read: the shell's first screen waits for them in the page's language, so a page in Hindi does not suspend on its first render. */
export const namespaces = [HISTORY];

// Each page's code is fetched when the page is first shown (docs/performance-log.md "First screen").
const MyBids = lazyPage(() => import('./pages/MyBids/MyBids'), (module) => module.MyBids);
const AllBids = lazyPage(() => import('./pages/AllBids/AllBids'), (module) => module.AllBids);
const AccountStatement = lazyPage(() => import('./pages/AccountStatement/AccountStatement'), (module) => module.AccountStatement);
const FundHistory = lazyPage(() => import('./pages/FundHistory/FundHistory'), (module) => module.FundHistory);
const RequestHistory = lazyPage(() => import('./pages/RequestHistory/RequestHistory'), (module) => module.RequestHistory);
const Chart = lazyPage(() => import('./pages/Chart/Chart'), (module) => module.Chart);
const MyActivity = lazyPage(() => import('./pages/MyActivity/MyActivity'), (module) => module.MyActivity);

const pages: Record<RemotePageIds['history'], ComponentType> = {
  MyBids, AllBids, AccountStatement, FundHistory, RequestHistory, Chart, MyActivity,
};

export default pages;
