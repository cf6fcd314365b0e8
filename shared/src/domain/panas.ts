/**
 * Panas (3-digit results) generated from the rule, never hand-typed.
 * Digits are written in non-decreasing order with 0 counted as the highest
 * digit (10): 128, 290, 100 and 550 are valid; 012 and 901 are not.
 */

export type PanaKind = 'single' | 'double' | 'triple';

/** Rank of a digit in pana order: 1..9 as themselves, 0 as 10. */
function panaRank(digit: number): number {
  return digit === 0 ? 10 : digit;
}

function digitsOf(pana: string): [number, number, number] | null {
  if (!/^\d{3}$/.test(pana)) return null;
  return [Number(pana[0]), Number(pana[1]), Number(pana[2])];
}

/** True when the three digits are in conventional (0-highest) non-decreasing order. */
export function isConventionalPana(pana: string): boolean {
  const digits = digitsOf(pana);
  if (!digits) return false;
  const [a, b, c] = digits.map(panaRank) as [number, number, number];
  return a <= b && b <= c;
}

export function panaKind(pana: string): PanaKind | null {
  if (!isConventionalPana(pana)) return null;
  const distinct = new Set(pana).size;
  if (distinct === 3) return 'single';
  if (distinct === 2) return 'double';
  return 'triple';
}

/** The digit of a pana: the sum of its digits modulo 10 (777 → 1, 128 → 1). */
export function panaDigit(pana: string): number {
  const digits = digitsOf(pana);
  if (!digits) throw new Error(`not a pana: ${pana}`);
  return (digits[0] + digits[1] + digits[2]) % 10;
}

function generate(kind: PanaKind): readonly string[] {
  const result: string[] = [];
  for (let a = 1; a <= 10; a++) {
    for (let b = a; b <= 10; b++) {
      for (let c = b; c <= 10; c++) {
        const pana = [a, b, c].map((rank) => String(rank % 10)).join('');
        if (panaKind(pana) === kind) result.push(pana);
      }
    }
  }
  // Charts and pickers list panas in plain numeric order (100 before 119).
  return Object.freeze(result.sort());
}

export const SINGLE_PANAS = generate('single');
export const DOUBLE_PANAS = generate('double');
export const TRIPLE_PANAS = generate('triple');
export const ALL_PANAS: readonly string[] = Object.freeze([...SINGLE_PANAS, ...DOUBLE_PANAS, ...TRIPLE_PANAS]);

export const SINGLE_DIGITS: readonly string[] = Object.freeze(Array.from({ length: 10 }, (_, i) => String(i)));
export const JODIS: readonly string[] = Object.freeze(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')));

/** Jodis traditionally highlighted in red on charts. */
export const RED_JODIS: ReadonlySet<string> = new Set([
  '00', '05', '11', '16', '22', '27', '33', '38', '44', '49',
  '50', '55', '61', '66', '72', '77', '83', '88', '94', '99',
]);
