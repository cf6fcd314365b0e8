/** The operator console's request schemas (docs/API.md "Operator API"), one file per area. */
export * from './pagination.js';
export * from './adminMarkets.js';
export * from './adminSettings.js';
export * from './adminPlayers.js';
export * from './adminAudit.js';
