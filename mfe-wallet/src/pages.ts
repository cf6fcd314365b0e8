/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { WALLET, lazyPage } from '@matka/shared/client';

export { storeParts } from './state/store';
/** The text catalogs its pages read: the shell's first screen waits for them in the page's language, so a page in Hindi does not suspend on its first render. */
export const namespaces = [WALLET];

// Each page's code is fetched when the page is first shown (docs/performance-log.md "First screen").
const Deposit = lazyPage(() => import('./pages/Deposit/Deposit'), (module) => module.Deposit);
const Withdraw = lazyPage(() => import('./pages/Withdraw/Withdraw'), (module) => module.Withdraw);
const WalletMenu = lazyPage(() => import('./pages/WalletMenu/WalletMenu'), (module) => module.WalletMenu);
const AddFundAuto = lazyPage(() => import('./pages/AddFundAuto/AddFundAuto'), (module) => module.AddFundAuto);
const AddFundManual = lazyPage(() => import('./pages/AddFundManual/AddFundManual'), (module) => module.AddFundManual);
const BankDetails = lazyPage(() => import('./pages/BankDetails/BankDetails'), (module) => module.BankDetails);
const PaymentStatus = lazyPage(() => import('./pages/PaymentStatus/PaymentStatus'), (module) => module.PaymentStatus);
const ResponsiblePlay = lazyPage(() => import('./pages/ResponsiblePlay/ResponsiblePlay'), (module) => module.ResponsiblePlay);

const pages: Record<RemotePageIds['wallet'], ComponentType> = {
  Deposit, Withdraw, WalletMenu, AddFundAuto, AddFundManual, BankDetails, PaymentStatus, ResponsiblePlay,
};

export default pages;
