/**
 * EventSource for tests (jsdom and node have none): installed on globalThis,
 * it records every stream the code opens and lets the test play the server —
 * open it, send a live event or a malformed message, drop it (the browser
 * then reconnects by itself: CONNECTING) or refuse it (a non-200: CLOSED).
 */
import type { LiveEvent } from '../schemas/live.js';

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;

  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private lastId = 0;

  constructor(readonly url: string, private readonly registry: FakeEventSource[]) {
    registry.push(this);
  }

  /** The server answered 200: the stream is open. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** One message, as the server writes `id:` and `data:` lines (a string is sent as it is). */
  send(event: LiveEvent | string): void {
    this.lastId += 1;
    const data = typeof event === 'string' ? event : JSON.stringify(event);
    this.onmessage?.(new MessageEvent('message', { data, lastEventId: String(this.lastId) }));
  }

  /** The connection dropped: the browser reconnects by itself. */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  /** A non-200 answer or a refused connection: the browser gives up. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }
}

export interface FakeEventSources {
  /** Every stream opened since install, oldest first. */
  readonly all: FakeEventSource[];
  /** The newest stream (throws when none was opened). */
  latest(): FakeEventSource;
  /** Puts the real (absent) EventSource back. */
  restore(): void;
}

export function installFakeEventSource(): FakeEventSources {
  const all: FakeEventSource[] = [];
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'EventSource');
  class Installed extends FakeEventSource {
    constructor(url: string | URL) {
      super(String(url), all);
    }
  }
  Object.defineProperty(globalThis, 'EventSource', { value: Installed, configurable: true, writable: true });
  return {
    all,
    latest() {
      const newest = all.at(-1);
      if (!newest) throw new Error('no EventSource was opened');
      return newest;
    },
    restore() {
      if (previous) Object.defineProperty(globalThis, 'EventSource', previous);
      else delete (globalThis as { EventSource?: unknown }).EventSource;
    },
  };
}
