/** Inline icons (currentColor, decorative: aria-hidden; the controls carry the labels). */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
  width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor',
  strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const,
  'aria-hidden': true, focusable: false, ...props,
});

export const ClockIcon = (p: IconProps) => (
  <svg {...base(p)}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>
);
export const LockIcon = (p: IconProps) => (
  <svg {...base(p)}><rect x="4" y="10" width="16" height="11" rx="2" /><path d="M8 10V7a4 4 0 0 1 8 0v3" /></svg>
);
/** One number: a single ball. */
export const BallIcon = (p: IconProps) => (
  <svg {...base(p)}><circle cx="12" cy="12" r="8" /><path d="M12 8.5v7M10.5 9.5 12 8.5" /></svg>
);
/** Two numbers side by side (jodi). */
export const PairIcon = (p: IconProps) => (
  <svg {...base(p)}><circle cx="8" cy="12" r="5" /><circle cx="16" cy="12" r="5" /></svg>
);
/** Three numbers (pana). */
export const TripleIcon = (p: IconProps) => (
  <svg {...base(p)}><circle cx="6" cy="14" r="3.5" /><circle cx="12" cy="8" r="3.5" /><circle cx="18" cy="14" r="3.5" /></svg>
);
/** A grid of numbers (bulk). */
export const GridIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <rect x="3" y="3" width="7" height="7" rx="1.5" /><rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" /><rect x="14" y="14" width="7" height="7" rx="1.5" />
  </svg>
);
/** Two linked results (sangam). */
export const LinkIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" /><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);
export const ChevronIcon = (p: IconProps) => <svg {...base(p)}><path d="M9 6l6 6-6 6" /></svg>;
export const PlusIcon = (p: IconProps) => <svg {...base(p)}><path d="M12 5v14M5 12h14" /></svg>;
export const CloseIcon = (p: IconProps) => <svg {...base(p)}><path d="M6 6l12 12M18 6L6 18" /></svg>;
export const InfoIcon = (p: IconProps) => (
  <svg {...base(p)}><circle cx="12" cy="12" r="9" /><path d="M12 11v5M12 8h.01" /></svg>
);
