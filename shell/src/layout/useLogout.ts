import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi, sessionEnded } from '@matka/shared/client';
import { useAppDispatch } from '../app/hooks';

/** SPEC §2: Logout clears local storage and goes to /login; the server session is revoked too. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    void callApi('logout', {}, { silent: true, allowFailure: true }).catch(() => undefined);
    dispatch(sessionEnded());
    window.localStorage.clear();
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}
