/**
 * The room the player's deposit limits leave, for the deposit forms to show
 * under the amount and to judge it by before sending (it showed
 * only in the server's refusal). The server judges again when it writes
 * (docs/PROTECTION.md "Enforcement").
 */
import { WALLET, useText } from '@matka/shared/client';
import { depositRoom, type DepositRoom } from '../lib/limits';
import { useGetProtectionQuery } from '../state/walletApi';

export interface DepositRoomView {
  room: DepositRoom | null;
  /** The line under the amount field; '' without a deposit limit. */
  text: string;
  /** The refusal the server would give this amount; '' when it fits. */
  refusal(points: number): string;
}

export function useDepositRoom(): DepositRoomView {
  const { t } = useText(WALLET);
  const { data } = useGetProtectionQuery();
  const room = data ? depositRoom(data.limits) : null;
  // The words of depositRoomText() and PROTECTION_MSG.depositLimit, in the player's language.
  const figures = room && { limit: room.limit, left: room.left, period: t(`periods.${room.period}`) };
  return {
    room,
    text: figures ? t(figures.left === 0 ? 'amount.roomReached' : 'amount.roomLeft', figures) : '',
    refusal: (points) => (figures && points > figures.left ? t('amount.overLimit', figures) : ''),
  };
}
