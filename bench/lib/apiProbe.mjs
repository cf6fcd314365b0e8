/**
 * Loaded into the API's processes by bench/live.mjs only
 * (`NODE_OPTIONS=--expose-gc --import=<this file>`; the server's own code is
 * as built). Two readings, written to `$BENCH_PROBE_DIR/<pid>.json` on
 * SIGUSR2:
 *
 * - memory: `process.memoryUsage()` after a full GC (twice, so what closed
 *   streams left behind is gone);
 * - when this process wrote a `result` event: the first and the last
 *   `ServerResponse.write` whose text holds `"type":"result"` (the hub writes
 *   each event to each stream that way), and when the sockets were flushed
 *   after the last: node's http corks a socket on write and uncorks it on the
 *   next tick, so the bytes go to the kernel only once the hub's loop has
 *   ended; a setImmediate queued by a write runs after those ticks. On the
 *   clock the bench and its clients use (`performance.timeOrigin +
 *   performance.now()`). It costs one `includes` per written string.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { ServerResponse } from 'node:http';
import { join } from 'node:path';

const dir = process.env.BENCH_PROBE_DIR;
if (dir) {
  const clock = () => performance.timeOrigin + performance.now();
  const results = { firstWriteAt: 0, lastWriteAt: 0, flushedAt: 0, writes: 0 };
  let flushPending = false;
  const flushed = () => {
    results.flushedAt = clock();
    flushPending = false;
  };
  const write = ServerResponse.prototype.write;
  ServerResponse.prototype.write = function probedWrite(chunk, ...rest) {
    if (typeof chunk !== 'string' || !chunk.includes('"type":"result"')) return write.call(this, chunk, ...rest);
    if (results.writes === 0) results.firstWriteAt = clock();
    const written = write.call(this, chunk, ...rest);
    results.lastWriteAt = clock();
    results.writes++;
    if (!flushPending) {
      flushPending = true;
      setImmediate(flushed);
    }
    return written;
  };
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    globalThis.gc?.();
    const file = join(dir, `${process.pid}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify({ ...process.memoryUsage(), gc: typeof globalThis.gc === 'function', results }));
    renameSync(`${file}.tmp`, file);
  });
}
