/** Remote URLs a production configuration must name (config.ts refuses to start without them). */
export const PRODUCTION_REMOTES = Object.fromEntries(
  ['AUTH', 'GAMES', 'WALLET', 'HISTORY', 'ADMIN'].map((name) => [`REMOTE_${name}_URL`, `https://${name.toLowerCase()}.cdn.example/assets/remoteEntry.js`]),
);

/** A production configuration with the sandbox gateway (play mode) must name its own webhook secret (config.ts). */
export const PRODUCTION_SECRETS = { SANDBOX_WEBHOOK_SECRET: 'test-production-sandbox-webhook-secret-0123456789' };
