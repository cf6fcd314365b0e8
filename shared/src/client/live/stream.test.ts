/** The live stream as its callers see it: parsed events, a status, and retries where the browser gives up. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../schemas/live.js';
import { installFakeEventSource, type FakeEventSources } from '../../testing/fakeEventSource.js';
import { openLiveStream, type LiveStatus } from './stream.js';

const WIN: LiveEvent = { type: 'wallet', kind: 'win', amount: 950, count: 1, wallet: 1450, market: 'KALYAN' };

describe('openLiveStream', () => {
  let sources: FakeEventSources;
  let events: LiveEvent[];
  let statuses: LiveStatus[];
  const open = () => openLiveStream({ path: '/api/live', onEvent: (event) => events.push(event), onStatus: (status) => statuses.push(status), random: () => 1 });

  beforeEach(() => {
    vi.useFakeTimers();
    sources = installFakeEventSource();
    events = [];
    statuses = [];
  });
  afterEach(() => {
    sources.restore();
    vi.useRealTimers();
  });

  it('delivers each event the contract describes, and drops what it does not', () => {
    open();
    const source = sources.latest();
    expect(source.url).toBe('/api/live');
    source.open();
    source.send({ type: 'hello', wallet: 500 });
    source.send('not json');
    source.send(JSON.stringify({ type: 'wallet', kind: 'jackpot', amount: 1 }));
    source.send(WIN);
    expect(events).toEqual([{ type: 'hello', wallet: 500 }, WIN]);
    expect(statuses).toEqual(['connected']);
  });

  it('is down while the browser reconnects by itself, and up again when it has', () => {
    open();
    const source = sources.latest();
    source.open();
    source.drop();
    expect(statuses).toEqual(['connected', 'down']);
    source.open();
    source.send({ type: 'hello', wallet: 500 });
    expect(statuses).toEqual(['connected', 'down', 'connected']);
    // The same EventSource resumes with Last-Event-ID: the server replays or resets, not this module.
    expect(events).toEqual([{ type: 'hello', wallet: 500 }]);
    expect(sources.all).toHaveLength(1);
  });

  it('lets the browser reconnect once after a drop, then closes it and backs off while the server stays away', () => {
    open();
    const first = sources.latest();
    first.open();
    first.send({ type: 'hello', wallet: 500 });
    first.drop();
    expect(sources.all).toHaveLength(1);
    // The browser's own reconnect failed too: no more every 3 s from this tab.
    first.drop();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(sources.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources.latest().url).toBe('/api/live?last_event_id=1');
    expect(statuses).toEqual(['connected', 'down']);
  });

  it('spreads the retries of many tabs over half to all of each delay', () => {
    const halfway = openLiveStream({ path: '/api/live', onEvent: () => undefined, onStatus: () => undefined, random: () => 0 });
    sources.latest().refuse();
    vi.advanceTimersByTime(2_499);
    expect(sources.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources.all).toHaveLength(2);
    halfway.close();
  });

  it('opens a new stream after a refusal, waiting 5 s, then longer, up to a minute', () => {
    open();
    sources.latest().refuse();
    expect(statuses).toEqual(['down']);
    vi.advanceTimersByTime(4_999);
    expect(sources.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources.all).toHaveLength(2);
    sources.latest().refuse();
    vi.advanceTimersByTime(9_999);
    expect(sources.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources.all).toHaveLength(3);
    for (const wait of [20_000, 40_000, 60_000, 60_000]) {
      sources.latest().refuse();
      vi.advanceTimersByTime(wait);
    }
    expect(sources.all).toHaveLength(7);
    expect(sources.all.slice(0, -1).every((source) => source.closed)).toBe(true);
    expect(statuses).toEqual(['down']);
  });

  it('resumes a new stream from the last id it received, in the URL, and waits 5 s again after the next refusal', () => {
    open();
    sources.latest().open();
    sources.latest().send({ type: 'hello', wallet: 500 });
    sources.latest().refuse();
    vi.advanceTimersByTime(5_000);
    const second = sources.latest();
    expect(second.url).toBe('/api/live?last_event_id=1');
    second.open();
    second.send({ type: 'hello', wallet: 650 });
    // The server replays what was missed (or says reset itself): nothing is added here.
    expect(events).toEqual([{ type: 'hello', wallet: 500 }, { type: 'hello', wallet: 650 }]);
    expect(statuses).toEqual(['connected', 'down', 'connected']);
    second.refuse();
    vi.advanceTimersByTime(5_000);
    expect(sources.all).toHaveLength(3);
  });

  it('asks for everything again after a new stream when the first never received an id', () => {
    open();
    sources.latest().refuse();
    vi.advanceTimersByTime(5_000);
    const second = sources.latest();
    expect(second.url).toBe('/api/live');
    second.open();
    second.send({ type: 'hello', wallet: 650 });
    expect(events).toEqual([{ type: 'hello', wallet: 650 }, { type: 'reset' }]);
  });

  it('stops at the end of the session without reconnecting', () => {
    open();
    const source = sources.latest();
    source.open();
    source.send({ type: 'ended' });
    source.refuse();
    vi.advanceTimersByTime(120_000);
    expect(events).toEqual([{ type: 'ended' }]);
    expect(statuses).toEqual(['connected', 'down']);
    expect(source.closed).toBe(true);
    expect(sources.all).toHaveLength(1);
  });

  it('closes cleanly: no event, status or retry afterwards', () => {
    const stream = open();
    const source = sources.latest();
    source.open();
    source.refuse();
    stream.close();
    vi.advanceTimersByTime(120_000);
    source.send(WIN);
    expect(sources.all).toHaveLength(1);
    expect(events).toEqual([]);
    expect(statuses).toEqual(['connected', 'down']);
  });

  it('is down, and tries nothing, where the browser has no EventSource', () => {
    sources.restore();
    const stream = open();
    expect(statuses).toEqual(['down']);
    stream.close();
    sources = installFakeEventSource();
  });
});
