/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { MyBids } from './pages/MyBids/MyBids';
import { AllBids } from './pages/AllBids/AllBids';
import { AccountStatement } from './pages/AccountStatement/AccountStatement';
import { FundHistory } from './pages/FundHistory/FundHistory';
import { RequestHistory } from './pages/RequestHistory/RequestHistory';
import { Chart } from './pages/Chart/Chart';
import { MyActivity } from './pages/MyActivity/MyActivity';

export { storeParts } from './state/store';

const pages: Record<RemotePageIds['history'], ComponentType> = {
  MyBids, AllBids, AccountStatement, FundHistory, RequestHistory, Chart, MyActivity,
};

export default pages;
