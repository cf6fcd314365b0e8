import type { BankDetails } from '@matka/shared';

/** Where a withdrawal is paid: the player's saved bank details, as the transfer needs them. */
export function BankLines({ bank }: { bank: BankDetails | null }) {
  if (!bank) return <span className="muted">No bank details saved</span>;
  return (
    <span style={{ display: 'flex', flexDirection: 'column' }}>
      <span>{bank.account_holder_name}</span>
      <span className="muted">{bank.bank_name} · A/c {bank.account_number} · IFSC {bank.ifsc_code}</span>
    </span>
  );
}
