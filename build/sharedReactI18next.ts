/**
 * What the apps use of react-i18next, and only that: the build shares this
 * module under the name `react-i18next` (build/federation.ts), as it shares
 * the lean router (build/sharedRouter.ts). The whole package (HOCs, the
 * provider, server-side helpers) was 11.2 KB gzip of the first screen; these
 * three are about 8.
 *
 * An app that imports a name missing here gets `undefined` at run time, not a
 * build error: build/sharedRouter.test.ts reads every import of react-i18next
 * in the workspace and fails on a missing name.
 */
export { Trans, initReactI18next, useTranslation } from 'react-i18next';
