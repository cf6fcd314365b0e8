/**
 * A change feed (db/changeFeed.ts) with no database behind it, for the caches
 * that listen to it: the test says which topic was committed (`notify`) and
 * whether the feed is live (`setLive`). Starts live.
 */
import { ChangeFeed } from '../db/changeFeed.js';

const quiet = { warn: () => undefined, info: () => undefined };

export async function fakeChangeFeed(): Promise<{ feed: ChangeFeed; notify(topic: string): void; setLive(live: boolean): void }> {
  let notify: (topic: string) => void = () => undefined;
  let setLive: (live: boolean) => void = () => undefined;
  const feed = await ChangeFeed.start({
    listen: async (_channel, onPayload, onLive) => {
      notify = onPayload;
      setLive = onLive;
      onLive(true);
      return async () => undefined;
    },
  }, quiet);
  return { feed, notify: (topic) => notify(topic), setLive: (live) => setLive(live) };
}
