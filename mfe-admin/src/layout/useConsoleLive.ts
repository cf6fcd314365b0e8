/**
 * The operator's live stream (shared/src/schemas/live.ts), open while the
 * console's frame is shown, that is while an operator is signed in: another
 * operator's decision, a player's new fund request, a declared result or a
 * market's cut-off refresh the screens that show them. Whether it is up is in
 * the store, so the badge's and the dashboard's polls run only while it is down.
 * The end of the session signs the console out, as a 401 does (operatorRequest.ts).
 */
import { useEffect } from 'react';
import { LIVE_PATHS } from '@matka/shared';
import { liveStatusChanged, openLiveStream, useAppDispatch } from '@matka/shared/client';
import { consoleApi } from '../state/consoleApi';
import { consoleTagsForLiveEvent } from '../state/consoleLiveTags';
import { operatorSessionEnded } from '../state/session';

export function useConsoleLive(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const stream = openLiveStream({
      path: LIVE_PATHS.operator,
      onEvent: (event) => {
        if (event.type === 'ended') {
          dispatch(operatorSessionEnded());
          return;
        }
        const tags = consoleTagsForLiveEvent(event);
        if (tags.length > 0) dispatch(consoleApi.util.invalidateTags(tags));
      },
      onStatus: (status) => dispatch(liveStatusChanged({ stream: 'operator', up: status === 'connected' })),
    });
    return () => {
      stream.close();
      dispatch(liveStatusChanged({ stream: 'operator', up: false }));
    };
  }, [dispatch]);
}
