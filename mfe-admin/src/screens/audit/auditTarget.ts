/**
 * What an audit row is about, by name: the server writes a target as a type
 * and an id (`market` 8, `operator` 5, `fund_request` 7…, server/src/data/audit.ts);
 * the console names markets and operators from the lists it already holds,
 * players from the row itself. A market or operator not in the list keeps
 * its number.
 */
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@matka/shared';
import type { AdminMarket, AuditEntry, OperatorSummary } from '../../state/contract';
import { LIMIT_LABEL, limitPeriodLabel } from '../protection/labels';

export interface TargetNames {
  markets?: readonly Pick<AdminMarket, 'id' | 'name'>[] | undefined;
  operators?: readonly Pick<OperatorSummary, 'id' | 'name'>[] | undefined;
}

const playerText = (player: NonNullable<AuditEntry['player']>) => (player.name ? `${player.name} · ${player.phone_number}` : player.phone_number);

const named = (list: TargetNames['markets'], id: string) => list?.find((item) => String(item.id) === id)?.name;

function limitText(id: string): string {
  const [kind, period] = id.split(':');
  if (!LIMIT_KINDS.includes(kind as LimitKind) || !LIMIT_PERIODS.includes(period as LimitPeriod)) return `Limit ${id}`;
  return `${LIMIT_LABEL[kind as LimitKind]} limit ${limitPeriodLabel(period as LimitPeriod)}`;
}

function fundRequestText(entry: AuditEntry): string {
  const kind = (entry.after as { kind?: unknown } | null)?.kind;
  const label = kind === 'deposit' ? 'Deposit request' : kind === 'withdraw' ? 'Withdrawal request' : 'Fund request';
  return `${label} #${entry.target_id}`;
}

export function auditTarget(entry: AuditEntry, names: TargetNames): string {
  const id = entry.target_id;
  switch (entry.target_type) {
    case 'market':
      return `Market ${named(names.markets, id) ?? `#${id}`}`;
    case 'operator':
      // A failed sign-in's target is what was typed, which need not be anyone's.
      if (entry.action === 'operator.login_failed') return `Sign-in typed as ${id}`;
      return `Operator ${named(names.operators, id) ?? `#${id}`}`;
    case 'player':
      return entry.player ? playerText(entry.player) : `Player #${id}`;
    case 'wallet':
      return `Wallet of ${entry.player ? playerText(entry.player) : `player #${id}`}`;
    case 'fund_request':
      return fundRequestText(entry);
    case 'rate':
      return `Rate ${id}`;
    case 'settings':
      return `Settings: ${id.split(',').join(', ')}`;
    case 'limit':
      return limitText(id);
    case 'exclusion':
      return `Break #${id}`;
    default:
      return id ? `${entry.target_type} ${id}`.trim() : '—';
  }
}
