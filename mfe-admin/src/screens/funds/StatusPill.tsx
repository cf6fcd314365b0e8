import type { FundRequestStatus } from '@matka/shared';

/** docs/PRODUCT.md §3: '0' pending, '1' approved, '-1' declined. */
const PILLS: Record<FundRequestStatus, { label: string; className: string }> = {
  '0': { label: 'Pending', className: 'pill pill-warning' },
  '1': { label: 'Approved', className: 'pill pill-success' },
  '-1': { label: 'Declined', className: 'pill pill-danger' },
};

export function StatusPill({ status }: { status: FundRequestStatus }) {
  const pill = PILLS[status];
  return <span className={pill.className}>{pill.label}</span>;
}
