/**
 * What one event of the player's live stream does to the page: the header
 * wallet takes the balance the event carries, the caches that show what
 * changed refetch it (tagsForLiveEvent), a win says so, the end of the session
 * takes the path of an expired one, and the remotes hear the event as a window
 * event (a bidding screen learns its market closed).
 */
import type { LiveEvent } from '@matka/shared';
import {
  emitLiveEvent, emitSessionExpired, lazyToast, pageI18n, serverDataChanged, tagsForLiveEvent, walletUpdated,
} from '@matka/shared/client';
import type { AppDispatch } from '../app/store';

type WalletEvent = Extract<LiveEvent, { type: 'wallet' }>;

export function winMessage(event: WalletEvent): string {
  // Said in the page's language (the shell registered its namespace before the stream opened).
  const i18n = pageI18n();
  return event.market ? i18n.t('shell:wonOn', { amount: event.amount, market: event.market }) : i18n.t('shell:won', { amount: event.amount });
}

export function applyPlayerLiveEvent(event: LiveEvent, dispatch: AppDispatch): void {
  if (event.type === 'hello' && event.wallet !== null) dispatch(walletUpdated(event.wallet));
  if (event.type === 'wallet') {
    dispatch(walletUpdated(event.wallet));
    if (event.kind === 'win' && event.amount > 0) lazyToast.success(winMessage(event));
  }
  const tags = tagsForLiveEvent(event);
  if (tags.length > 0) dispatch(serverDataChanged(tags));
  emitLiveEvent(event);
  if (event.type === 'ended') emitSessionExpired();
}
