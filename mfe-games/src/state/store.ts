/**
 * What this remote adds to the shell's store, and its typed hooks. The shell
 * injects `storeParts` when it loads the remote, before any page renders, so
 * the selectors below always find their state.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { apiStorePart, type ShellState, type StorePart } from '@matka/shared/client';
import { bidSlipSlice } from './bidSlipSlice';
import { gamesApi } from './gamesApi';

export const storeParts: readonly StorePart[] = [bidSlipSlice, apiStorePart(gamesApi)];

export type GamesRootState = ShellState & WithSlice<typeof bidSlipSlice> & WithSlice<typeof gamesApi>;
export const useGamesSelector = useSelector.withTypes<GamesRootState>();
