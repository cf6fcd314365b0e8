/** Inline icons (currentColor, decorative: aria-hidden; the controls carry the labels). */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
  width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor',
  strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const,
  'aria-hidden': true, focusable: false, ...props,
});

/** A bid slip: a ticket with lines. */
export const TicketIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3a3 3 0 0 0 0 6v3a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-3a3 3 0 0 0 0-6z" />
    <path d="M9 9h6M9 12h6M9 15h4" />
  </svg>
);
/** Requests going both ways. */
export const SwapIcon = (p: IconProps) => (
  <svg {...base(p)}><path d="M7 4v14M3 14l4 4 4-4M17 20V6M13 10l4-4 4 4" /></svg>
);
/** Money in: an arrow into a tray. */
export const CreditIcon = (p: IconProps) => (
  <svg {...base(p)}><path d="M12 3v11M7.5 9.5 12 14l4.5-4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" /></svg>
);
/** Money out: an arrow out of a tray. */
export const DebitIcon = (p: IconProps) => (
  <svg {...base(p)}><path d="M12 14V3M7.5 7.5 12 3l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" /></svg>
);
export const ChevronRightIcon = (p: IconProps) => <svg {...base(p)}><path d="M9 6l6 6-6 6" /></svg>;
export const AlertIcon = (p: IconProps) => (
  <svg {...base(p)}><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5h.01" /></svg>
);
export const RefreshIcon = (p: IconProps) => (
  <svg {...base(p)}><path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" /></svg>
);
