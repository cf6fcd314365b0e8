import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED_EVENT, SHELL, lazyToast, sessionEnded, useText } from '@matka/shared/client';
import { useAppDispatch } from '../app/hooks';

/** A 401 from any call means the server session is gone: drop the local one and ask for the MPIN again. */
export function useSessionExpiry(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useText(SHELL);
  useEffect(() => {
    const onExpired = () => {
      dispatch(sessionEnded());
      lazyToast.error(t('sessionEnded'), { id: 'session-expired' });
      navigate('/login', { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [dispatch, navigate, t]);
}
