/**
 * The fair queue of the bid path (docs/performance-log.md "Fair queue"): in this
 * process a player has at most `inFlight` bids being placed at once, the next
 * `waiting` ones wait their turn in the order they came, and any more are
 * refused at once with a 429 that costs no database work. One player firing
 * dozens of bids in parallel therefore holds at most `inFlight` of the
 * process's database connections, and everyone else's bids keep moving.
 * Per process by design: what must hold across processes (the per-minute
 * budget, the balance) is counted in PostgreSQL by the bid statement itself.
 */
import { BID_MSG } from '@matka/shared';
import { tooMany } from '../../errors.js';

export interface PlayerQueueLimits {
  /** Bids of one player being placed at once (1 keeps them strictly in order). */
  inFlight: number;
  /** Bids of one player that may wait behind those; one more is refused. */
  waiting: number;
  /**
   * How long a refusal takes to leave (0 = at once). A client firing bids in
   * a loop without waiting for answers would otherwise get hundreds of cheap
   * refusals a second, and even cheap ones take CPU and a session look-up
   * from everyone else; held back, each of its connections asks a few times
   * a second. A player on the app never sees it: the app waits for each bid.
   */
  refusalDelayMs?: number;
}

interface Lane {
  running: number;
  queue: Array<() => void>;
}

export interface PlayerQueue {
  /** Runs `work` in the player's turn; throws the 429 when their queue is full. */
  run<T>(playerId: number, work: () => Promise<T>): Promise<T>;
  /** Players with a bid running or waiting (a map entry is dropped as soon as its lane is empty). */
  readonly busyPlayers: number;
}

export function playerQueue(limits: PlayerQueueLimits): PlayerQueue {
  const lanes = new Map<number, Lane>();

  const release = (playerId: number, lane: Lane) => {
    const next = lane.queue.shift();
    if (next) {
      next();
      return;
    }
    lane.running--;
    if (lane.running === 0) lanes.delete(playerId);
  };

  return {
    get busyPlayers() {
      return lanes.size;
    },
    async run(playerId, work) {
      let lane = lanes.get(playerId);
      if (!lane) {
        lane = { running: 0, queue: [] };
        lanes.set(playerId, lane);
      }
      if (lane.running < limits.inFlight) {
        lane.running++;
      } else {
        if (lane.queue.length >= limits.waiting) {
          if (limits.refusalDelayMs) await new Promise((resolve) => setTimeout(resolve, limits.refusalDelayMs));
          throw tooMany(BID_MSG.tooManyWaiting);
        }
        // The slot passes straight from the finishing bid to this one: `running` stays as it is.
        await new Promise<void>((turn) => lane!.queue.push(turn));
      }
      try {
        return await work();
      } finally {
        release(playerId, lane);
      }
    },
  };
}
