import { useShellSelector } from '../store.js';
import { selectLiveUp, type LiveStreamName } from './status.js';

/** Is this live stream up now? Polls that stand in for it run only while it is not. */
export function useLiveUp(stream: LiveStreamName): boolean {
  return useShellSelector((state) => selectLiveUp(state, stream));
}
