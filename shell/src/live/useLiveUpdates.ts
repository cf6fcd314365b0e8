/**
 * The player's live stream (shared/src/schemas/live.ts), opened once for the
 * whole app while a player is logged in and closed when they log out or the
 * session ends. Whether it is up is kept in the store: the polls that stand
 * in for it (home's markets, the profile) stop while it is up and run while it
 * is down, so a tab that cannot connect keeps today's behaviour. The
 * stream's code (and zod, which parses its messages) is fetched when a player
 * is logged in, not with the first screen (playerStream.ts).
 */
import { useEffect } from 'react';
import { liveStatusChanged, selectUser, type LiveStream } from '@matka/shared/client';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { applyPlayerLiveEvent } from './playerLiveEvent';

export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const phone = useAppSelector(selectUser)?.phone_number;

  useEffect(() => {
    if (!phone) return undefined;
    let stream: LiveStream | undefined;
    let ended = false;
    const load = () => {
      import('./playerStream').then(
        ({ openPlayerStream }) => {
          if (ended) return;
          stream = openPlayerStream({
            onEvent: (event) => applyPlayerLiveEvent(event, dispatch),
            onStatus: (status) => dispatch(liveStatusChanged({ stream: 'player', up: status === 'connected' })),
          });
        },
        // Offline before it arrived: the polls keep running, as when the stream cannot connect; try again when the network is back.
        () => window.addEventListener('online', load, { once: true }),
      );
    };
    load();
    return () => {
      ended = true;
      window.removeEventListener('online', load);
      stream?.close();
      dispatch(liveStatusChanged({ stream: 'player', up: false }));
    };
  }, [phone, dispatch]);
}
