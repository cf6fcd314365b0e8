/**
 * The live streams of one API process (docs/LIVE.md): who is listening, and
 * what each has been sent. Every process runs its own hub and reads the
 * database itself, so a change committed anywhere reaches every tab whatever
 * process or node holds it:
 *
 * - market events, notices and fund decisions from `live_events`, read when
 *   the change feed says one committed (topic 'live');
 * - a player's wallet from the ledger, read for the players with a stream
 *   here: at once after a result (wins), a fund decision or a change this
 *   process made for them, and every LIVE_WALLET_POLL_MS for the rest (a
 *   bid placed through another process) — the bid path sends no NOTIFY,
 *   whose commit lock would queue every bid (docs/decisions/0019).
 *
 * The database work runs one turn at a time (#run), so a stream's position
 * never moves under a read that is using it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerResponse } from 'node:http';
import { liveEventSchema, type LiveEvent } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { EVERYTHING, type ChangeFeed } from '../../db/changeFeed.js';
import { lastLiveEventSeq, liveEventsAfter, liveEventsMissed, oldestLiveEventSeq, type LiveEventRow } from '../../data/liveEvents.js';
import { liveSessionExpiries } from '../../data/sessions.js';
import { walletRowsAfter, walletsNow, type WalletRow } from '../../data/walletEvents.js';
import { parseResumeId, type ResumePoint } from './resumeId.js';
import { LiveStream, type StreamReader } from './stream.js';
import { walletEvents } from './walletEvents.js';

type Deps = Pick<AppContext, 'db' | 'config' | 'clock'> & { log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'> };

/** Events read per query; a tab that missed more than this is told to refetch instead. */
const PAGE = 500;
/** A stopping process's streams reconnect after a random wait in this range (docs/SCALING.md "Draining"). */
export const STOPPING_RETRY_MS = { from: 500, to: 2_500 } as const;
/** Players' wallets read per query. */
const WALLETS_PER_QUERY = 2_000;

export interface StreamRequest {
  response: ServerResponse;
  reader: StreamReader;
  tokenHash: string;
  /** The caller's address as the connection caps count it (http/addressKey.ts). */
  addressKey: string;
  /** Last-Event-ID, as the browser sent it. */
  lastEventId: string | undefined;
}

/** Why a stream is refused: the session's or address's share is taken (429), or the process is full (503). */
export type StreamRefusal = { status: 429 | 503; message: string } | null;

interface Join {
  stream: LiveStream;
  resume: ResumePoint | null;
}

export class LiveHub {
  readonly #streams = new Set<LiveStream>();
  readonly #byUser = new Map<number, Set<LiveStream>>();
  readonly #byToken = new Map<string, Set<LiveStream>>();
  readonly #byAddress = new Map<string, number>();
  readonly #operators = new Set<LiveStream>();
  /** The last live event this process has read; read from the database in the first turn (the app may be built before its migrations run). */
  #seq = -1;
  #joins: Join[] = [];
  #wantEvents = false;
  #wantAllWallets = false;
  readonly #wantWallets = new Set<number>();
  #wantSessions = false;
  #running: Promise<void> | null = null;
  #closed = false;
  readonly #timers: NodeJS.Timeout[] = [];
  #unsubscribe: () => void = () => undefined;

  private constructor(private readonly deps: Deps) {}

  /**
   * Listens to the change feed from now; reads nothing until `begin` (the app is built before its migrations
   * run), and from the newest event at its first turn on.
   */
  static create(deps: Deps, feed: ChangeFeed): LiveHub {
    const hub = new LiveHub(deps);
    hub.#unsubscribe = feed.subscribe((topic) => hub.#heard(topic));
    return hub;
  }

  /** Starts the wallet poll and the heartbeat: once the database is ready. */
  begin(): void {
    const every = (ms: number, fn: () => void) => {
      const timer = setInterval(fn, ms);
      timer.unref();
      this.#timers.push(timer);
    };
    every(this.deps.config.LIVE_WALLET_POLL_MS, () => this.#want({ allWallets: true }));
    every(this.deps.config.LIVE_HEARTBEAT_SECONDS * 1000, () => this.#heartbeat());
  }

  /** Open streams on this process. */
  get size(): number {
    return this.#streams.size;
  }

  /** Whether one more stream fits this session, this address and this process. */
  refusal(tokenHash: string, addressKey: string): StreamRefusal {
    const { LIVE_MAX_STREAMS, LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_ADDRESS } = this.deps.config;
    if (this.#closed || this.#streams.size + this.#joins.length >= LIVE_MAX_STREAMS) {
      return { status: 503, message: 'Live updates are busy. The app refreshes by itself meanwhile.' };
    }
    if ((this.#byToken.get(tokenHash)?.size ?? 0) + this.#joins.filter((join) => join.stream.tokenHash === tokenHash).length >= LIVE_STREAMS_PER_SESSION) {
      return { status: 429, message: 'Too many open tabs for live updates. Close a tab and try again.' };
    }
    if ((this.#byAddress.get(addressKey) ?? 0) >= LIVE_STREAMS_PER_ADDRESS) {
      return { status: 429, message: 'Too many live connections from your network. Please try again later.' };
    }
    return null;
  }

  /**
   * Takes a response whose SSE headers are written: the stream's first message (hello, then what a returning tab
   * missed) follows in the hub's next turn. Call refusal() first.
   */
  open(request: StreamRequest): void {
    const now = this.deps.clock.now().getTime();
    // The session's real expiry is read on the first heartbeat (#checkSessions): until then it counts as due.
    const stream = new LiveStream(request.response, request.reader, request.tokenHash, request.addressKey,
      { seq: this.#seq, ledger: 0, expiresAt: now }, this.deps.config.LIVE_MAX_BUFFER_BYTES, (gone) => this.#forget(gone));
    this.#byAddress.set(request.addressKey, (this.#byAddress.get(request.addressKey) ?? 0) + 1);
    this.#joins.push({ stream, resume: parseResumeId(request.lastEventId) });
    this.#kick();
  }

  /** A change this process just committed for a player (a bid, a withdrawal): their streams hear it now. */
  walletMoved(userId: number): void {
    if (this.#byUser.has(userId)) this.#want({ wallets: [userId] });
  }

  /** Ends every stream (the process is stopping): browsers reconnect, to another process if there is one. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#unsubscribe();
    for (const timer of this.#timers) clearInterval(timer);
    await this.#running;
    // Every tab of this process reconnects, to another node behind the balancer: spread over STOPPING_RETRY_MS, not all at once.
    const retry = () => STOPPING_RETRY_MS.from + Math.random() * (STOPPING_RETRY_MS.to - STOPPING_RETRY_MS.from);
    for (const join of this.#joins.splice(0)) join.stream.end(undefined, retry());
    for (const stream of [...this.#streams]) stream.end(undefined, retry());
  }

  /** Runs a turn now and waits for every turn in flight (tests and the bench wait on this, not on time). */
  async settle(): Promise<void> {
    this.#want({ events: true, allWallets: true });
    while (this.#running) await this.#running;
  }

  #heard(topic: string): void {
    if (topic === 'live') this.#want({ events: true });
    else if (topic === EVERYTHING) this.#want({ events: true, allWallets: true });
    else if (topic.startsWith('session:')) {
      for (const stream of this.#byToken.get(topic.slice('session:'.length)) ?? []) stream.end({ type: 'ended' });
    } else if (topic.startsWith('user:')) {
      // A player's row changed (blocked, a new MPIN): their sessions may have ended.
      for (const stream of this.#byUser.get(Number(topic.slice('user:'.length))) ?? []) stream.expiresAt = 0;
      this.#want({ sessions: true });
    }
  }

  #want(what: { events?: boolean; allWallets?: boolean; wallets?: number[]; sessions?: boolean }): void {
    if (this.#closed) return;
    if (what.events) this.#wantEvents = true;
    if (what.allWallets) this.#wantAllWallets = true;
    for (const userId of what.wallets ?? []) this.#wantWallets.add(userId);
    if (what.sessions) this.#wantSessions = true;
    this.#kick();
  }

  #kick(): void {
    if (this.#running || this.#closed) return;
    this.#running = this.#run().finally(() => {
      this.#running = null;
    });
  }

  async #run(): Promise<void> {
    while (!this.#closed) {
      const joins = this.#joins.splice(0);
      const events = this.#wantEvents;
      const sessions = this.#wantSessions;
      const wallets = this.#wantAllWallets ? [...this.#byUser.keys()] : [...this.#wantWallets];
      if (joins.length === 0 && !events && !sessions && wallets.length === 0 && !this.#wantAllWallets) return;
      this.#wantEvents = false;
      this.#wantSessions = false;
      this.#wantAllWallets = false;
      this.#wantWallets.clear();
      try {
        if (this.#seq < 0) this.#seq = await lastLiveEventSeq(this.deps.db.pool);
        if (joins.length) await this.#join(joins);
        if (events) await this.#readEvents();
        if (sessions) await this.#checkSessions();
        if (wallets.length) await this.#readWallets(wallets);
      } catch (error) {
        // Streams keep their positions, so nothing is lost: the reads are wanted again, and the next poll
        // (LIVE_WALLET_POLL_MS) runs them. A tab whose start failed reconnects by itself.
        this.deps.log.error({ err: error }, 'live stream turn failed');
        for (const join of joins) if (!this.#streams.has(join.stream)) join.stream.end();
        this.#wantEvents ||= events;
        this.#wantSessions ||= sessions;
        for (const userId of wallets) this.#wantWallets.add(userId);
        return;
      }
    }
  }

  async #join(joins: Join[]): Promise<void> {
    const live = joins.filter((join) => !join.stream.closed);
    const players = live.map((join) => join.stream.userId).filter((id): id is number => id !== null);
    const wallets = await walletsNow(this.deps.db.pool, players);
    await Promise.all(live.map(async ({ stream, resume }) => {
      const wallet = stream.userId === null ? null : wallets.get(stream.userId) ?? { balance: 0, lastLedgerId: 0 };
      const missed = resume ? await this.#missed(stream, resume) : 'fresh';
      if (stream.closed) return;
      if (missed === 'fresh' || missed === 'reset') {
        stream.seq = this.#seq;
        stream.ledger = wallet?.lastLedgerId ?? 0;
        stream.send({ type: 'hello', wallet: wallet?.balance ?? null });
        if (missed === 'reset') stream.send({ type: 'reset' });
      } else {
        // Back within the window: hello keeps the tab's own position (a drop right after it loses nothing), then
        // what it missed; its wallet's rows follow from the ledger (#readWallets).
        stream.seq = resume!.seq;
        stream.ledger = Math.min(resume!.ledger, wallet?.lastLedgerId ?? 0);
        stream.send({ type: 'hello', wallet: wallet?.balance ?? null });
        for (const row of missed) this.#sendRow(stream, row);
        stream.seq = Math.max(stream.seq, this.#seq);
      }
      this.#add(stream);
      if (stream.userId !== null && stream.ledger < (wallet?.lastLedgerId ?? 0)) this.#wantWallets.add(stream.userId);
    }));
    this.#wantSessions = true;
  }

  /** The events a returning tab missed up to this process's position, or 'reset' when it was away too long or missed too much. */
  async #missed(stream: LiveStream, resume: ResumePoint): Promise<LiveEventRow[] | 'reset'> {
    const db = this.deps.db.pool;
    // Ahead of this process (it has not heard the newest yet), or from the future (another database, a made-up id).
    if (resume.seq > this.#seq && resume.seq > await lastLiveEventSeq(db)) return 'reset';
    const reader = stream.userId === null ? { operators: true as const } : { userId: stream.userId };
    const [rows, oldest] = await Promise.all([
      liveEventsMissed(db, reader, resume.seq, PAGE + 1, this.deps.config.LIVE_RESUME_MINUTES), oldestLiveEventSeq(db),
    ]);
    // Events after its position were deleted (older than the window): what it missed is no longer all there.
    if (oldest !== null && resume.seq < oldest - 1) return 'reset';
    if (rows.length > PAGE || rows.some((row) => row.stale)) return 'reset';
    return rows.filter((row) => row.seq <= this.#seq);
  }

  async #readEvents(): Promise<void> {
    for (;;) {
      const rows = await liveEventsAfter(this.deps.db.pool, this.#seq, PAGE);
      for (const row of rows) {
        this.#seq = row.seq;
        this.#deliver(row);
      }
      if (rows.length < PAGE) return;
    }
  }

  #deliver(row: LiveEventRow): void {
    const event = this.#parse(row);
    if (!event) return;
    const targets = row.audience === 'everyone' ? this.#streams
      : row.audience === 'operators' ? this.#operators
        : this.#byUser.get(row.user_id ?? -1) ?? [];
    // Checked and serialised once, whatever the number of streams (docs/PERFORMANCE.md "Live stream").
    const json = JSON.stringify(event);
    for (const stream of targets) this.#sendEvent(stream, row.seq, event, json);
    if (event.type === 'result') this.#wantAllWallets = true;
    if (event.type === 'fund' && row.user_id !== null) this.#wantWallets.add(row.user_id);
  }

  #sendRow(stream: LiveStream, row: LiveEventRow): void {
    const event = this.#parse(row);
    if (event) this.#sendEvent(stream, row.seq, event, JSON.stringify(event));
  }

  #sendEvent(stream: LiveStream, seq: number, event: LiveEvent, json: string): void {
    if (seq <= stream.seq) return;
    if (event.type === 'fund_request' && stream.reader.kind === 'operator' && !stream.reader.seesFunds) return;
    stream.seq = seq;
    stream.sendJson(json);
  }

  #parse(row: LiveEventRow): LiveEvent | null {
    const parsed = liveEventSchema.safeParse(row.body);
    if (parsed.success) return parsed.data;
    this.deps.log.error({ seq: row.seq, issues: parsed.error.issues }, 'live event does not match its schema: not sent');
    return null;
  }

  async #readWallets(userIds: number[]): Promise<void> {
    for (let start = 0; start < userIds.length; start += WALLETS_PER_QUERY) {
      const positions = new Map<number, number>();
      for (const userId of userIds.slice(start, start + WALLETS_PER_QUERY)) {
        const streams = this.#byUser.get(userId);
        if (streams?.size) positions.set(userId, Math.min(...[...streams].map((stream) => stream.ledger)));
      }
      const rows = await walletRowsAfter(this.deps.db.pool, positions, PAGE + 1);
      const byUser = new Map<number, WalletRow[]>();
      for (const row of rows) {
        const list = byUser.get(row.user_id) ?? [];
        list.push(row);
        byUser.set(row.user_id, list);
      }
      for (const [userId, list] of byUser) {
        for (const stream of this.#byUser.get(userId) ?? []) this.#sendWallet(stream, list);
      }
    }
  }

  #sendWallet(stream: LiveStream, rows: WalletRow[]): void {
    const fresh = rows.filter((row) => row.id > stream.ledger);
    if (fresh.length === 0) return;
    if (fresh.length > PAGE) {
      // Too much to replay: the tab refetches, and the wallet is the newest balance.
      stream.ledger = fresh.at(-1)!.id;
      stream.send({ type: 'reset' });
      stream.send({ type: 'hello', wallet: fresh.at(-1)!.balance_after });
      return;
    }
    for (const { lastLedgerId, ...event } of walletEvents(fresh)) {
      stream.ledger = lastLedgerId;
      stream.send(event);
    }
  }

  #heartbeat(): void {
    const now = this.deps.clock.now().getTime();
    let due = false;
    for (const stream of this.#streams) {
      stream.heartbeat();
      // An operator's account may be disabled at any time, which no notification says: checked every beat.
      if (stream.expiresAt <= now || stream.reader.kind === 'operator') due = true;
    }
    if (due) this.#want({ sessions: true });
  }

  /** Ends the streams whose session has ended; the others learn their session's expiry. */
  async #checkSessions(): Promise<void> {
    const now = this.deps.clock.now();
    const due = [...this.#streams].filter((stream) => stream.expiresAt <= now.getTime() || stream.reader.kind === 'operator');
    if (due.length === 0) return;
    const expiries = await liveSessionExpiries(this.deps.db.pool, due.map((stream) => stream.tokenHash), now);
    for (const stream of due) {
      const expiresAt = expiries.get(stream.tokenHash);
      if (expiresAt) stream.expiresAt = expiresAt.getTime();
      else stream.end({ type: 'ended' });
    }
  }

  #add(stream: LiveStream): void {
    this.#streams.add(stream);
    const add = <K>(map: Map<K, Set<LiveStream>>, key: K) => {
      const set = map.get(key) ?? new Set<LiveStream>();
      set.add(stream);
      map.set(key, set);
    };
    add(this.#byToken, stream.tokenHash);
    if (stream.userId !== null) add(this.#byUser, stream.userId);
    else this.#operators.add(stream);
  }

  #forget(stream: LiveStream): void {
    const left = (this.#byAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.#byAddress.set(stream.address, left);
    else this.#byAddress.delete(stream.address);
    this.#streams.delete(stream);
    this.#operators.delete(stream);
    const drop = <K>(map: Map<K, Set<LiveStream>>, key: K) => {
      const set = map.get(key);
      set?.delete(stream);
      if (set?.size === 0) map.delete(key);
    };
    drop(this.#byToken, stream.tokenHash);
    if (stream.userId !== null) drop(this.#byUser, stream.userId);
  }
}
