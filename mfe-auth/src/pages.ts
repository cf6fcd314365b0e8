/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';

export { storeParts } from './state/store';
import { Login } from './pages/Login/Login';
import { SignUp } from './pages/SignUp/SignUp';
import { MpinCreate } from './pages/MpinCreate/MpinCreate';
import { Otp } from './pages/Otp/Otp';
import { MpinLogin } from './pages/MpinLogin/MpinLogin';
import { ForgotMpin } from './pages/ForgotMpin/ForgotMpin';
import { DownloadNow } from './pages/DownloadNow/DownloadNow';
import { Profile } from './pages/Profile/Profile';
import { PrivacyPolicy } from './pages/PrivacyPolicy/PrivacyPolicy';

const pages: Record<RemotePageIds['auth'], ComponentType> = {
  Login, SignUp, MpinCreate, Otp, MpinLogin, ForgotMpin, DownloadNow, Profile, PrivacyPolicy,
};

export default pages;
