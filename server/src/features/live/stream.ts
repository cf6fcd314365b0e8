/**
 * One open stream: a Server-Sent Events response (docs/LIVE.md "Wire"). Its
 * own state is kept small — the hub holds tens of thousands of these — and a
 * consumer that stops reading is dropped once LIVE_MAX_BUFFER_BYTES wait to
 * be sent, so a slow phone cannot grow the server's memory.
 */
import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@matka/shared';
import { formatResumeId } from './resumeId.js';

export type StreamReader =
  | { kind: 'player'; userId: number }
  | { kind: 'operator'; operatorId: number; seesFunds: boolean };

export class LiveStream {
  /** The last live event this stream has (or was given as its start). */
  seq: number;
  /** A player's last ledger row this stream has (0 on an operator's). */
  ledger: number;
  /** When the session behind it ends unless renewed (checked on each heartbeat). */
  expiresAt: number;
  #closed = false;

  constructor(
    private readonly response: ServerResponse,
    readonly reader: StreamReader,
    readonly tokenHash: string,
    readonly address: string,
    start: { seq: number; ledger: number; expiresAt: number },
    private readonly maxBuffered: number,
    private readonly onClose: (stream: LiveStream) => void,
  ) {
    this.seq = start.seq;
    this.ledger = start.ledger;
    this.expiresAt = start.expiresAt;
    response.once('close', () => this.#gone());
  }

  get closed(): boolean {
    return this.#closed;
  }

  get userId(): number | null {
    return this.reader.kind === 'player' ? this.reader.userId : null;
  }

  /** One event, with the stream's position after it as its id. */
  send(event: LiveEvent): void {
    this.sendJson(JSON.stringify(event));
  }

  /** An event already serialised: one event for ten thousand streams is turned into JSON once. */
  sendJson(json: string): void {
    this.#write(`id: ${formatResumeId(this)}\ndata: ${json}\n\n`);
  }

  /** A comment line: keeps proxies and the socket's idle timer from closing a quiet stream. */
  heartbeat(): void {
    this.#write(':\n\n');
  }

  /**
   * Says why (an 'ended' event, for one) and closes. `retryMs`: the browser reconnects after this long instead
   * of the stream's first `retry` (a stopping process asks for a quick, spread-out reconnection elsewhere).
   */
  end(last?: LiveEvent, retryMs?: number): void {
    if (this.#closed) return;
    if (last) this.send(last);
    if (retryMs !== undefined) this.#write(`retry: ${Math.round(retryMs)}\n\n`);
    this.response.end();
    this.#gone();
  }

  #write(text: string): void {
    if (this.#closed) return;
    this.response.write(text);
    const waiting = this.response.socket?.writableLength ?? 0;
    if (waiting > this.maxBuffered) {
      // Not reading: dropped rather than buffered. A browser that wakes up reconnects and resumes.
      this.response.destroy();
      this.#gone();
    }
  }

  #gone(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.onClose(this);
  }
}
