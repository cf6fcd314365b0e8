/** The deployable front-end apps and their default ports (one place for the scripts). */
export const REMOTES = [
  { name: 'auth', dir: 'mfe-auth', port: 8081 },
  { name: 'games', dir: 'mfe-games', port: 8082 },
  { name: 'wallet', dir: 'mfe-wallet', port: 8083 },
  { name: 'history', dir: 'mfe-history', port: 8084 },
  { name: 'admin', dir: 'mfe-admin', port: 8085 },
];
export const SHELL = { name: 'shell', dir: 'shell' };
export const DEFAULT_PORT = 8080;

/** Port of a remote: REMOTE_<NAME>_PORT, else its default. */
export function remotePort(remote, env = process.env) {
  const value = env[`REMOTE_${remote.name.toUpperCase()}_PORT`];
  return value ? Number(value) : remote.port;
}

/**
 * The processes of a running product, as `npm start` runs them: the API
 * (serving the shell and /remotes.json) and one static server per remote.
 */
export function productProcesses(env = process.env) {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  return [
    { name: 'api', command: 'node server/dist/main.js', env: { PORT: String(port) } },
    ...REMOTES.map((remote) => ({
      name: remote.dir,
      command: `node scripts/serve-remote.mjs --dir ${remote.dir}/dist --port ${remotePort(remote, env)} --name ${remote.name}`,
      env: {},
    })),
  ];
}
