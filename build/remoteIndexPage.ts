/**
 * The page a remote's own URL shows, which doubles as the deploy's health
 * page: one template for every remote, handed to Vite as the remote's
 * index.html entry (build) and served at / (dev), so no remote keeps a copy.
 * The shell loads a remote through assets/remoteEntry.js, never this page.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { remoteInfo, type RemoteName } from '../shared/src/remotes';

export function remoteIndexHtml(name: RemoteName): string {
  const { dir, job } = remoteInfo(name);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${dir} remote</title>
  </head>
  <body>
    <main style="font-family: system-ui, sans-serif; padding: 2rem">
      <h1>${dir}</h1>
      <p>This is a feature remote (${job}). Open the product through the shell's URL.</p>
    </main>
  </body>
</html>
`;
}

export function remoteIndexPage(name: RemoteName): Plugin {
  let entry = '';
  return {
    name: 'matka:remote-index-page',
    enforce: 'pre',
    configResolved(config) {
      entry = resolve(config.root, 'index.html');
    },
    resolveId(id) {
      return id === entry ? entry : null;
    },
    load(id) {
      return id === entry ? remoteIndexHtml(name) : null;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== '/' && request.url !== '/index.html') return next();
        void server.transformIndexHtml(request.url, remoteIndexHtml(name)).then((html) => {
          response.setHeader('Content-Type', 'text/html');
          response.end(html);
        }, next);
      });
    },
  };
}
