/**
 * The MPIN login (login.php) and what follows it: the auth flow is forgotten,
 * the session starts and the player lands on home. Used by /login_mpin and by
 * the automatic login after sign-up; a failure is thrown for the page to tell.
 */
import { useNavigate } from 'react-router-dom';
import { sessionStarted, useAppDispatch } from '@matka/shared/client';
import { useLogInMutation } from '../state/authApi';
import { clearAuthFlow } from './authFlow';

export function useMpinLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logIn] = useLogInMutation();
  return async (phone_number: string, mpin: string) => {
    const user = await logIn({ phone_number, mpin }).unwrap();
    if (!user) throw new Error('Login failed');
    clearAuthFlow();
    dispatch(sessionStarted(user));
    navigate('/', { replace: true });
  };
}
