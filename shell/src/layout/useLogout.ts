import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionEnded } from '@matka/shared/client';
import { useAppDispatch } from '../app/hooks';
import { useLogOutMutation } from '../app/shellApi';

/**
 * docs/PRODUCT.md §2: Logout clears local storage and goes to /login; the server session
 * is revoked too. sessionEnded also empties every api slice's cache (serverData.ts).
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logOut] = useLogOutMutation();
  return useCallback(() => {
    void logOut();
    dispatch(sessionEnded());
    window.localStorage.clear();
    navigate('/login', { replace: true });
  }, [dispatch, navigate, logOut]);
}
