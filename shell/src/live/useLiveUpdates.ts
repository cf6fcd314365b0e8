/**
 * The player's live stream (shared/src/schemas/live.ts), opened once for the
 * whole app while a player is logged in and closed when they log out or the
 * session ends. Whether it is up is kept in the store: the polls that stand
 * in for it (home's markets, the profile) stop while it is up and run while it
 * is down, so a tab that cannot connect keeps today's behaviour.
 */
import { useEffect } from 'react';
import { LIVE_PATHS } from '@matka/shared';
import { liveStatusChanged, openLiveStream, selectUser } from '@matka/shared/client';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { applyPlayerLiveEvent } from './playerLiveEvent';

export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const phone = useAppSelector(selectUser)?.phone_number;

  useEffect(() => {
    if (!phone) return undefined;
    const stream = openLiveStream({
      path: LIVE_PATHS.player,
      onEvent: (event) => applyPlayerLiveEvent(event, dispatch),
      onStatus: (status) => dispatch(liveStatusChanged({ stream: 'player', up: status === 'connected' })),
    });
    return () => {
      stream.close();
      dispatch(liveStatusChanged({ stream: 'player', up: false }));
    };
  }, [phone, dispatch]);
}
