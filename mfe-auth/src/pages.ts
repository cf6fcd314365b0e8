/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { AUTH, lazyPage } from '@matka/shared/client';

export { storeParts } from './state/store';
/** The text catalogs its pages read: the shell's first screen waits for them in the page's language, so a page in Hindi does not suspend on its first render. */
export const namespaces = [AUTH];

// Each page's code is fetched when the page is first shown (docs/performance-log.md "First screen").
const Login = lazyPage(() => import('./pages/Login/Login'), (module) => module.Login);
const SignUp = lazyPage(() => import('./pages/SignUp/SignUp'), (module) => module.SignUp);
const MpinCreate = lazyPage(() => import('./pages/MpinCreate/MpinCreate'), (module) => module.MpinCreate);
const Otp = lazyPage(() => import('./pages/Otp/Otp'), (module) => module.Otp);
const MpinLogin = lazyPage(() => import('./pages/MpinLogin/MpinLogin'), (module) => module.MpinLogin);
const ForgotMpin = lazyPage(() => import('./pages/ForgotMpin/ForgotMpin'), (module) => module.ForgotMpin);
const DownloadNow = lazyPage(() => import('./pages/DownloadNow/DownloadNow'), (module) => module.DownloadNow);
const Profile = lazyPage(() => import('./pages/Profile/Profile'), (module) => module.Profile);
const PrivacyPolicy = lazyPage(() => import('./pages/PrivacyPolicy/PrivacyPolicy'), (module) => module.PrivacyPolicy);

const pages: Record<RemotePageIds['auth'], ComponentType> = {
  Login, SignUp, MpinCreate, Otp, MpinLogin, ForgotMpin, DownloadNow, Profile, PrivacyPolicy,
};

export default pages;
