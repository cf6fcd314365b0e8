/** How the console writes numbers and times: integer points with Indian grouping, instants on the market's clock (IST). */
export const points = (value: number) => value.toLocaleString('en-IN');

/** A signed amount as a ledger shows it: '+500', '-10'. */
export const signedPoints = (value: number) => (value > 0 ? `+${points(value)}` : points(value));

/** An ISO instant in IST, as the operator reads the market's clock. */
export function istTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}
