import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectUser, useGetProfileQuery, useLiveUp } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';

/** How often the profile is fetched while the app is open and in front. */
export const PROFILE_POLL_MS = 60_000;

/**
 * Keeps the session (the header wallet, the status, the operator's notice)
 * in step with the server on every page, silently (docs/PRODUCT.md §4). A change this
 * app makes is announced by its mutation (tag 'Profile'); a change made
 * elsewhere — a win settled, a deposit approved — comes with the live stream
 * (shell/src/live/); while the stream is down it shows on the next page
 * change, when the app comes back to the front or online, or within a minute.
 */
export function useProfileSync(): void {
  const phone = useAppSelector(selectUser)?.phone_number;
  const { pathname } = useLocation();
  const liveUp = useLiveUp('player');
  const { refetch, isUninitialized, isFetching } = useGetProfileQuery(phone ?? skipToken, {
    // The stream brings every balance change: the poll only stands in for it while it is down.
    pollingInterval: liveUp ? 0 : PROFILE_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (!isUninitialized && !isFetching) void refetch();
  }, [pathname, isUninitialized, isFetching, refetch]);
}
