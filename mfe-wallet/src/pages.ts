/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table. The shell owns routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { Deposit } from './pages/Deposit';
import { Withdraw } from './pages/Withdraw';
import { WalletMenu } from './pages/WalletMenu';
import { AddFundAuto } from './pages/AddFundAuto';
import { AddFundManual } from './pages/AddFundManual';
import { BankDetails } from './pages/BankDetails';
import { PaymentStatus } from './pages/PaymentStatus';

const pages: Record<RemotePageIds['wallet'], ComponentType> = {
  Deposit, Withdraw, WalletMenu, AddFundAuto, AddFundManual, BankDetails, PaymentStatus,
};

export default pages;
