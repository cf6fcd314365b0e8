/** The i18n pieces both sides use (docs/I18N.md); the browser's instance is in shared/src/client/i18n/. */
export * from './languages.js';
export * from './format.js';
export * from './codes.js';
export type * from './types.js';
/** The server renders its English `msg` from these (server/src/i18n.ts). */
export { messages as ENGLISH_MESSAGES } from './en/messages.js';
export { server as ENGLISH_SERVER } from './en/server.js';
