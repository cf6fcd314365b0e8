/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table. The shell owns routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { Login } from './pages/Login/Login';
import { SignUp } from './pages/SignUp/SignUp';
import { MpinCreate } from './pages/MpinCreate/MpinCreate';
import { Otp } from './pages/Otp/Otp';
import { MpinLogin } from './pages/MpinLogin/MpinLogin';
import { DownloadNow } from './pages/DownloadNow/DownloadNow';
import { Profile } from './pages/Profile/Profile';
import { PrivacyPolicy } from './pages/PrivacyPolicy/PrivacyPolicy';

const pages: Record<RemotePageIds['auth'], ComponentType> = {
  Login, SignUp, MpinCreate, Otp, MpinLogin, DownloadNow, Profile, PrivacyPolicy,
};

export default pages;
