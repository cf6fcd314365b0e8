/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { Deposit } from './pages/Deposit/Deposit';
import { Withdraw } from './pages/Withdraw/Withdraw';
import { WalletMenu } from './pages/WalletMenu/WalletMenu';
import { AddFundAuto } from './pages/AddFundAuto/AddFundAuto';
import { AddFundManual } from './pages/AddFundManual/AddFundManual';
import { BankDetails } from './pages/BankDetails/BankDetails';
import { PaymentStatus } from './pages/PaymentStatus/PaymentStatus';
import { ResponsiblePlay } from './pages/ResponsiblePlay/ResponsiblePlay';

export { storeParts } from './state/store';

const pages: Record<RemotePageIds['wallet'], ComponentType> = {
  Deposit, Withdraw, WalletMenu, AddFundAuto, AddFundManual, BankDetails, PaymentStatus, ResponsiblePlay,
};

export default pages;
