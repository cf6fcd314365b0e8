/** Remote URLs a production configuration must name (config.ts refuses to start without them). */
export const PRODUCTION_REMOTES = Object.fromEntries(
  ['AUTH', 'GAMES', 'WALLET', 'HISTORY', 'ADMIN'].map((name) => [`REMOTE_${name}_URL`, `https://${name.toLowerCase()}.cdn.example/assets/remoteEntry.js`]),
);
