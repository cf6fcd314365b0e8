/**
 * The embedded PGlite in a worker thread of its own, so a long statement (a
 * result settling, a VACUUM) never stops the API's thread: health checks,
 * static files, the manifest and every request that does not need the
 * database keep answering meanwhile (docs/DATABASE.md "PGlite, in practice").
 *
 * node-postgres talks to PGlite through PGlite's own adapter
 * (`createPgConfig`), which needs two things of a PGlite: `waitReady` and
 * `execProtocolStream(bytes)`. This object provides them by posting each
 * wire-protocol message to the worker, which runs it on the real PGlite and
 * posts back the parsed backend messages. Messages are data, except a
 * database error, an Error whose fields (code, constraint, …) a structured
 * clone would drop: those travel as plain fields and become an Error again.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

type BackendMessage = { name: string } & Record<string, unknown>;
type Reply = { id: number; messages?: BackendMessage[]; snapshot?: Uint8Array; error?: { message: string; stack?: string } };

// The worker runs as CommonJS from a string: the same source works from
// server/src under vitest and from server/dist, with no file to copy.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pgliteEntry);
const pglite = workerData.dataDir !== null ? new PGlite(workerData.dataDir)
  : workerData.snapshot ? new PGlite({ loadDataDir: new Blob([workerData.snapshot]) })
  : new PGlite();
const plain = (message) => message instanceof Error
  ? Object.assign({ __error: true }, message, { name: message.name, message: message.message })
  : message;
parentPort.on('message', async ({ id, op, bytes }) => {
  try {
    if (op === 'ready') { await pglite.waitReady; parentPort.postMessage({ id }); return; }
    if (op === 'close') { await pglite.close(); parentPort.postMessage({ id }); return; }
    if (op === 'dump') {
      const snapshot = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
      parentPort.postMessage({ id, snapshot }, [snapshot.buffer]);
      return;
    }
    const messages = await pglite.execProtocolStream(bytes, { throwOnError: false });
    parentPort.postMessage({ id, messages: messages.map(plain) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message || error), stack: error && error.stack } });
  }
});
`;

function revive(message: BackendMessage): BackendMessage {
  if (!message.__error) return message;
  const { __error: _, ...fields } = message;
  return Object.assign(new Error(String(fields.message)), fields);
}

export class PgliteThread {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Set<(channel: string, payload: string) => void>();
  #nextId = 0;

  /**
   * `dataDir` null: in memory (tests), empty or started from `snapshot` (a data directory `snapshot()` took
   * from another in-memory PGlite), which skips initdb: the slow part of starting one.
   */
  constructor(dataDir: string | null, snapshot?: Uint8Array) {
    const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    this.#worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { dataDir, pgliteEntry, snapshot: snapshot ?? null } });
    this.#worker.on('message', (reply: Reply) => {
      const waiting = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', (code) => this.#failAll(new Error(`the PGlite worker exited (code ${code})`)));
    this.waitReady = this.#call('ready').then(() => undefined);
  }

  /** What PGlite's node-postgres adapter calls for every message it sends. */
  async execProtocolStream(bytes: Uint8Array, _options?: unknown): Promise<BackendMessage[]> {
    const reply = await this.#call('exec', bytes);
    const messages = (reply.messages ?? []).map(revive);
    // PGlite is one backend: a NOTIFY reaches whichever client's stream runs next (the COMMIT's own, for a
    // transaction). Tapping it here hands it to every listener of this process, whatever client received it.
    for (const message of messages) {
      if (message.name === 'notification') {
        for (const listener of this.#listeners) listener(String(message.channel), String(message.payload));
      }
    }
    return messages;
  }

  /** Every NOTIFY this backend delivers (after a LISTEN on its channel); returns the unsubscribe. */
  onNotification(listener: (channel: string, payload: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The whole data directory as an uncompressed tarball, for another PgliteThread to start from. */
  async snapshot(): Promise<Uint8Array> {
    const reply = await this.#call('dump');
    if (!reply.snapshot) throw new Error('the PGlite worker sent no snapshot');
    return reply.snapshot;
  }

  async close(): Promise<void> {
    await this.#call('close');
    await this.#worker.terminate();
  }

  #call(op: 'ready' | 'close' | 'exec' | 'dump', bytes?: Uint8Array): Promise<Reply> {
    const id = this.#nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, op, bytes });
    }).then((reply) => {
      if (reply.error) throw Object.assign(new Error(reply.error.message), { stack: reply.error.stack });
      return reply;
    });
  }

  #failAll(error: Error): void {
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}
