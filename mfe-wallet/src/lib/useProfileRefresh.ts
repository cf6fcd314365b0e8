import { useCallback } from 'react';
import { profileRefreshed, useAppDispatch } from '@matka/shared/client';
import { fetchProfile } from '../api/walletApi';

/**
 * Reloads the player's profile silently (no overlay, SPEC §4) and hands it to
 * the shell's session, so the header wallet and saved details follow the
 * server. Resolves true when the session was refreshed; a failure is quiet —
 * the action that preceded it already succeeded and said so.
 */
export function useProfileRefresh(): (phone_number: string) => Promise<boolean> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (phone_number: string) => {
      try {
        dispatch(profileRefreshed(await fetchProfile(phone_number)));
        return true;
      } catch {
        return false;
      }
    },
    [dispatch],
  );
}
