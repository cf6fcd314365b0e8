/**
 * What the live stream says closed on this market while the page is open,
 * before the market list is fetched again: the shell refetches it on every
 * market or result event ('Games'), and that answer is what decides (the
 * client never judges a session from its own clock). Only what is about now
 * for certain closes anything here — the operator switching the market off, a
 * session's cut-off passing. A holiday or a result names a business date this
 * page cannot place, so the refetched verdict says whether it closes today's
 * sessions (a declared result does, server/src/features/markets/schedule.ts).
 */
import { useState } from 'react';
import { useLiveEvents } from '@matka/shared/client';
import type { MarketVerdict } from './useMarket';

export interface LiveClosures {
  off: boolean;
  openSession: boolean;
  closeSession: boolean;
}

const NONE: LiveClosures = { off: false, openSession: false, closeSession: false };

/** The closures heard for one market (by its id) since the page opened; a new market day forgets them. */
export function useLiveClosures(marketId: number | null): LiveClosures {
  const [heard, setHeard] = useState<{ marketId: number | null; closures: LiveClosures }>({ marketId, closures: NONE });
  useLiveEvents((event) => {
    if (event.type !== 'market' || marketId === null) return;
    // No market id: every market (a new day, a cut-off of all).
    if (event.market_id !== null && event.market_id !== marketId) return;
    setHeard((current) => {
      const closures = current.marketId === marketId ? current.closures : NONE;
      switch (event.action) {
        case 'off':
          return { marketId, closures: { ...closures, off: true } };
        case 'on':
          return { marketId, closures: { ...closures, off: false } };
        case 'bidding_closed':
          if (event.session === 'open') return { marketId, closures: { ...closures, openSession: true } };
          if (event.session === 'close') return { marketId, closures: { ...closures, closeSession: true } };
          return { marketId, closures: { ...closures, openSession: true, closeSession: true } };
        case 'new_day':
          return { marketId, closures: NONE };
        case 'holiday':
          return current;
      }
    });
  });
  return heard.marketId === marketId ? heard.closures : NONE;
}

/** The server's verdict less what closed since it was given. */
export function withLiveClosures(verdict: MarketVerdict, closures: LiveClosures): MarketVerdict {
  if (closures === NONE) return verdict;
  const openSession = verdict.openSession && !closures.off && !closures.openSession;
  const closeSession = verdict.closeSession && !closures.off && !closures.closeSession;
  const sessions = verdict.sessions.filter((session) => (session === 'Open' ? openSession : closeSession));
  return { open: openSession || closeSession, openSession, closeSession, sessions };
}
