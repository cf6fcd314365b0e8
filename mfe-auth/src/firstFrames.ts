/**
 * The pages of this remote a visitor may open first from a link, painted as
 * static markup before any code arrives (docs/decisions/0033-first-frames-in-the-html.md).
 * Read by the build alone (build/firstFrames.ts), never bundled: each page is
 * the component itself, rendered to markup in every language.
 */
import { Login } from './pages/Login/Login';

export { storeParts } from './state/store';
export { namespaces } from './pages';

export const pages = { Login };
