/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table. The shell owns routes, titles and the guard.
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

const pages: Record<RemotePageIds['wallet'], ComponentType> = {
  Deposit, Withdraw, WalletMenu, AddFundAuto, AddFundManual, BankDetails, PaymentStatus,
};

export default pages;
