/**
 * One live stream from the server (shared/src/schemas/live.ts): an
 * EventSource whose messages are parsed with the contract's schema, a status
 * the caller can stop its polls on, and a retry of its own where the browser
 * gives up. EventSource reconnects by itself after a dropped connection
 * (sending Last-Event-ID, so the server replays what was missed), but never
 * after a non-200 answer (401, 429) or a refused connection: it is then CLOSED,
 * and this module opens a new one after a back-off. Its own reconnects come
 * every 3 s (the server's `retry`) for as long as the server is away, which from
 * ten thousand tabs during an outage is thousands of connections a second: once
 * one of them fails, this module closes it and backs off too, with jitter. A new EventSource cannot
 * send the last id as a header, so it names it in the URL (`last_event_id`,
 * liveStreamQuery) and the server replays or resets as for the header; a new
 * one with no id to name (nothing was ever received) may have missed anything,
 * so its `hello` is followed by a `reset` here.
 */
import { liveEventSchema, type LiveEvent } from '../../schemas/live.js';

export type LiveStatus = 'connected' | 'down';

/** Waits before each new EventSource after the browser gave up: 5 s, then doubling up to a minute. */
export const LIVE_RETRY_DELAYS_MS: readonly number[] = [5_000, 10_000, 20_000, 40_000, 60_000];

export interface LiveStreamOptions {
  /** LIVE_PATHS.player or LIVE_PATHS.operator (same origin: the session cookie goes with it). */
  path: string;
  onEvent(event: LiveEvent): void;
  /** Called when the status changes; 'down' also when no connection was ever made (no EventSource here). */
  onStatus(status: LiveStatus): void;
  retryDelaysMs?: readonly number[];
  /** Spreads the retries of many tabs: each waits between half and all of its delay (tests pass () => 1). */
  random?: () => number;
}

export interface LiveStream {
  /** Closes the stream for good: no more events, statuses or retries. */
  close(): void;
}

/** A message's data as a live event, or null for anything the contract does not describe. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const delays = options.retryDelaysMs ?? LIVE_RETRY_DELAYS_MS;
  const random = options.random ?? Math.random;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let status: LiveStatus | null = null;
  let sourcesOpened = 0;
  /** The id of the last message received, on any EventSource of this stream. */
  let lastEventId = '';
  let failures = 0;
  let closed = false;

  const report = (next: LiveStatus) => {
    if (closed || status === next) return;
    status = next;
    options.onStatus(next);
  };

  const stop = () => {
    closed = true;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    source?.close();
    source = null;
  };

  const retryLater = () => {
    source?.close();
    source = null;
    report('down');
    const delay = (delays[Math.min(failures, delays.length - 1)] ?? 60_000) * (0.5 + 0.5 * random());
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    if (closed) return;
    // The first EventSource starts with nothing to catch up on; a later one resumes from the last id, if any.
    let owesReset = sourcesOpened > 0 && lastEventId === '';
    sourcesOpened += 1;
    const current = new EventSource(lastEventId ? `${options.path}?last_event_id=${encodeURIComponent(lastEventId)}` : options.path);
    source = current;
    /** The browser's own reconnects that failed since this source was last open. */
    let failedReconnects = -1;
    current.onopen = () => {
      failures = 0;
      failedReconnects = -1;
      report('connected');
    };
    current.onmessage = (message: MessageEvent) => {
      if (closed || source !== current) return;
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event = parseLiveEvent(message.data);
      if (!event) return;
      if (event.type === 'ended') {
        // The server closes after this; reconnecting would only meet a 401.
        options.onEvent(event);
        report('down');
        stop();
        return;
      }
      options.onEvent(event);
      if (event.type === 'hello' && owesReset) {
        owesReset = false;
        options.onEvent({ type: 'reset' });
      }
    };
    current.onerror = () => {
      if (closed || source !== current) return;
      failedReconnects += 1;
      // The first drop: the browser reconnects by itself in 3 s. A reconnect that failed: the server is away.
      if (current.readyState === EventSource.CLOSED || failedReconnects > 0) retryLater();
      else report('down');
    };
  };

  if (typeof EventSource === 'undefined') {
    options.onStatus('down');
    return { close: () => undefined };
  }
  connect();
  return { close: stop };
}
