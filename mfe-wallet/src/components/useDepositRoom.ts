/**
 * The room the player's deposit limits leave, for the deposit forms to show
 * under the amount and to judge it by before sending (issue 25: it showed
 * only in the server's refusal). The server judges again when it writes
 * (docs/PROTECTION.md "Enforcement").
 */
import { PROTECTION_MSG } from '@matka/shared';
import { depositRoom, depositRoomText, type DepositRoom } from '../lib/limits';
import { useGetProtectionQuery } from '../state/walletApi';

export interface DepositRoomView {
  room: DepositRoom | null;
  /** The line under the amount field; '' without a deposit limit. */
  text: string;
  /** The refusal the server would give this amount; '' when it fits. */
  refusal(points: number): string;
}

export function useDepositRoom(): DepositRoomView {
  const { data } = useGetProtectionQuery();
  const room = data ? depositRoom(data.limits) : null;
  return {
    room,
    text: room ? depositRoomText(room) : '',
    refusal: (points) => (room && points > room.left ? PROTECTION_MSG.depositLimit(room.limit, room.period, room.left) : ''),
  };
}
