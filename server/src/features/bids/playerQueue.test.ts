import { describe, expect, it } from 'vitest';
import { BID_MSG } from '@matka/shared';
import { ApiFailure } from '../../errors.js';
import { playerQueue } from './playerQueue.js';

/** A piece of work the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { work: async () => { log.push(`start ${name}`); await done; log.push(`end ${name}`); return name; }, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the per-player bid queue', () => {
  it('runs one bid of a player at a time, the waiting ones in the order they came', async () => {
    const queue = playerQueue({ inFlight: 1, waiting: 4 });
    const log: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(log, name));
    const runs = gates.map((g) => queue.run(7, g.work));
    await tick();
    expect(log).toEqual(['start a']);
    gates[2]!.open(); // c is ready first but waits its turn behind a and b
    gates[0]!.open();
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    gates[1]!.open();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(queue.busyPlayers).toBe(0);
  });

  it('refuses a bid beyond the bound with the 429 and its message, and takes bids again once the queue drains', async () => {
    const queue = playerQueue({ inFlight: 1, waiting: 2 });
    const log: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(log, name));
    const runs = gates.map((g) => queue.run(7, g.work));
    const refused = await queue.run(7, async () => 'd').then(() => null, (error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiFailure);
    expect(refused).toMatchObject({ statusCode: 429, msg: BID_MSG.tooManyWaiting });
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(await queue.run(7, async () => 'e')).toBe('e');
  });

  it('lets other players through while one player has a full queue', async () => {
    const queue = playerQueue({ inFlight: 1, waiting: 1 });
    const log: string[] = [];
    const busy = gate(log, 'busy');
    const running = queue.run(1, busy.work);
    const waiting = queue.run(1, async () => 'second');
    await expect(queue.run(1, async () => 'third')).rejects.toMatchObject({ statusCode: 429 });
    expect(await queue.run(2, async () => 'other player')).toBe('other player');
    expect(queue.busyPlayers).toBe(1);
    busy.open();
    expect(await Promise.all([running, waiting])).toEqual(['busy', 'second']);
  });

  it('holds a refusal back for the delay it is given, and lets the bids in its lane go on meanwhile', async () => {
    const queue = playerQueue({ inFlight: 1, waiting: 0, refusalDelayMs: 150 });
    const log: string[] = [];
    const busy = gate(log, 'busy');
    const running = queue.run(1, busy.work);
    const asked = performance.now();
    const refused = queue.run(1, async () => 'late').catch((error: unknown) => error);
    busy.open();
    expect(await running).toBe('busy');
    expect(await refused).toMatchObject({ statusCode: 429, msg: BID_MSG.tooManyWaiting });
    expect(performance.now() - asked).toBeGreaterThanOrEqual(140);
  });

  it('frees the turn when a bid fails', async () => {
    const queue = playerQueue({ inFlight: 1, waiting: 1 });
    await expect(queue.run(3, async () => { throw new Error('database gone'); })).rejects.toThrow('database gone');
    expect(queue.busyPlayers).toBe(0);
    expect(await queue.run(3, async () => 'next')).toBe('next');
  });
});
