/**
 * What this remote adds to the shell's store, and its typed hooks. The shell
 * injects `storeParts` when it loads the remote, before any page renders, so
 * the selectors below always find their state.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { apiStorePart, type ShellState, type StorePart } from '@matka/shared/client';
import { historyApi } from './historyApi';
import { historySlice } from './historySlice';

export const storeParts: readonly StorePart[] = [historySlice, apiStorePart(historyApi)];

export type HistoryRootState = ShellState & WithSlice<typeof historySlice> & WithSlice<typeof historyApi>;
export const useHistorySelector = useSelector.withTypes<HistoryRootState>();
