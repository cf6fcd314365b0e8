/**
 * What this remote adds to the shell's store. The shell injects `storeParts`
 * when it loads the remote, before any page renders.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { apiStorePart, type ShellState, type StorePart } from '@matka/shared/client';
import { walletApi } from './walletApi';

export const storeParts: readonly StorePart[] = [apiStorePart(walletApi)];

export type WalletRootState = ShellState & WithSlice<typeof walletApi>;
