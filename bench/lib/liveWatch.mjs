/**
 * Live streams through the balancer for the node-kill test (bench/nodeKill.mjs):
 * each behaves as a browser's EventSource does — reads `retry:` and `id:`, and
 * when the server ends the stream reconnects after the last `retry` with
 * `Last-Event-ID`. Counts, per stream, the hellos received, the ends and the
 * retry hint each end carried, so the test can say that a draining node ended
 * its streams with a short hint and every tab was back on another node.
 */
import { request } from 'node:http';

export function watchLive(origin, players) {
  const { hostname, port } = new URL(origin);
  let stopped = false;
  const streams = players.map((player) => ({ player: player.phone, hellos: 0, ends: [], open: false, lastId: null, retryMs: 3_000, request: null }));

  const connect = (stream, token) => {
    if (stopped) return;
    const headers = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (stream.lastId) headers['last-event-id'] = stream.lastId;
    const sent = request({ host: hostname, port, path: '/api/live', headers, agent: false }, (response) => {
      let buffer = '';
      let hint = null;
      stream.open = response.statusCode === 200;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const retry = /^retry: (\d+)$/m.exec(block);
          if (retry) {
            stream.retryMs = Number(retry[1]);
            hint = stream.retryMs;
          }
          const id = /^id: (.*)$/m.exec(block);
          if (id) stream.lastId = id[1];
          if (block.includes('"type":"hello"')) {
            stream.hellos++;
            hint = null;
          }
        }
      });
      response.on('close', () => {
        stream.open = false;
        if (stopped) return;
        stream.ends.push({ at: Date.now(), status: response.statusCode, hint });
        setTimeout(() => connect(stream, token), stream.retryMs);
      });
    });
    stream.request = sent;
    sent.on('error', () => {
      stream.open = false;
      if (stopped) return;
      stream.ends.push({ at: Date.now(), status: 0, hint: null });
      setTimeout(() => connect(stream, token), stream.retryMs);
    });
    sent.end();
  };

  streams.forEach((stream, index) => connect(stream, players[index].token));
  return {
    streams,
    stop() {
      stopped = true;
      for (const stream of streams) stream.request?.destroy();
    },
  };
}
