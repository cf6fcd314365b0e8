/**
 * The player's stream itself, fetched once a player is logged in
 * (useLiveUpdates): the stream parses each message with the contract's zod
 * schema, and zod is not part of the shell's first render (docs/PERFORMANCE.md
 * "What is left for the first screen").
 */
import { LIVE_PATHS } from '@matka/shared';
import { openLiveStream, type LiveStream, type LiveStreamOptions } from '@matka/shared/client';

export function openPlayerStream(options: Omit<LiveStreamOptions, 'path'>): LiveStream {
  return openLiveStream({ ...options, path: LIVE_PATHS.player });
}
