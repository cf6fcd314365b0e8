/** The deployable front-end apps and the processes of a running product, for the scripts (remotes from shared/src/remotes.ts). */
import { REMOTES, SHELL_PORT } from './lib/registry.mjs';

export { REMOTES };
export const SHELL = { name: 'shell', dir: 'shell' };
export const DEFAULT_PORT = SHELL_PORT;

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
