/**
 * Which of the console's cached answers an event of the operator's live
 * stream makes stale (CONSOLE_TAGS): what the console's own mutation of the
 * same change invalidates (consoleApi.ts), since another operator, the
 * clock or a player made it instead.
 */
import type { LiveEvent } from '@matka/shared';
import { CONSOLE_TAGS } from './consoleApi';

export type ConsoleTag = (typeof CONSOLE_TAGS)[number];

export function consoleTagsForLiveEvent(event: LiveEvent): ConsoleTag[] {
  switch (event.type) {
    case 'fund_request':
      // A new request waits in the lists and the badge; a decided one also moved a player's balance.
      return event.status === '0' ? ['FundRequests'] : ['FundRequests', 'Players', 'Dashboard', 'Audit'];
    case 'result':
      return ['Results', 'Markets', 'Dashboard', 'Audit', 'Players'];
    case 'market':
      return ['Markets', 'Results', 'Dashboard', 'Audit'];
    case 'notice':
      return ['Settings'];
    case 'inbox':
      // A notice written or withdrawn (by another operator, or a declined fund request's).
      return ['Notices'];
    case 'reset':
      return [...CONSOLE_TAGS];
    case 'hello':
    case 'wallet':
    case 'fund':
    case 'ended':
      return [];
  }
}
