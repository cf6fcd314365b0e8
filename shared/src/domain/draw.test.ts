import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRAW_ACCEPT_BELOW, DRAW_PANAS, bytesToHex, drawCommitment, drawPana, verifyDraw } from './draw.js';
import { ALL_PANAS, panaDigit } from './panas.js';

/** Deterministic seeds, so the statistical checks below give the same figure every run and cannot flake. */
function seedNumber(n: number): string {
  return createHash('sha256').update(`matka draw test seed ${n}`).digest('hex');
}

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** Wilson–Hilferty approximation of the chi-square quantile for `df` degrees of freedom at normal quantile z. */
function chiSquareQuantile(df: number, z: number): number {
  const k = 2 / (9 * df);
  return df * (1 - k + z * Math.sqrt(k)) ** 3;
}

describe('the draw method', () => {
  it('draws from the 220 valid panas, each once in the list, accepting 16-bit values below 65,340', () => {
    expect(DRAW_PANAS).toHaveLength(220);
    expect(new Set(DRAW_PANAS)).toEqual(new Set(ALL_PANAS));
    expect(DRAW_PANAS.slice(0, 4)).toEqual(['000', '100', '110', '111']);
    expect(DRAW_ACCEPT_BELOW).toBe(65_340);
  });

  it('matches pinned vectors, so the server, the browser and the script cannot drift apart', async () => {
    const zeros = '00'.repeat(32);
    expect(await drawCommitment(zeros)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    // By hand: the first 16-bit value of SHA-256(zeros ‖ 00000000) that is below 65,340, mod 220, indexes DRAW_PANAS.
    const block = createHash('sha256').update(Buffer.concat([Buffer.alloc(32), Buffer.alloc(4)])).digest();
    const first = [...Array(16).keys()].map((index) => block.readUInt16BE(index * 2)).find((value) => value < 65_340)!;
    expect(await drawPana(zeros)).toBe(DRAW_PANAS[first % 220]);
  });

  it('verifies a revealed seed against its commitment and the declared pana, and fails a tampered seed or pana', async () => {
    const seed = seedNumber(1);
    const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
    const pana = await drawPana(seed);
    expect(await verifyDraw({ seed, commitment, pana })).toEqual({ commitmentMatches: true, drawnPana: pana, panaMatches: true, ok: true });

    const tampered = (seed[0] === 'a' ? 'b' : 'a') + seed.slice(1);
    const check = await verifyDraw({ seed: tampered, commitment, pana });
    expect(check.commitmentMatches).toBe(false);
    expect(check.ok).toBe(false);

    const otherPana = DRAW_PANAS.find((candidate) => candidate !== pana)!;
    expect(await verifyDraw({ seed, commitment, pana: otherPana })).toMatchObject({ commitmentMatches: true, panaMatches: false, ok: false });
    expect(await verifyDraw({ seed: 'not hex', commitment, pana })).toMatchObject({ ok: false, drawnPana: null });
  });

  it('draws every pana with probability 1/220: chi-square over 44,000 seeds within the 0.1 % bounds, and so every digit 1/10', async () => {
    const draws = 44_000;
    const counts = new Map(DRAW_PANAS.map((pana) => [pana, 0]));
    const digits = Array<number>(10).fill(0);
    for (let n = 0; n < draws; n++) {
      const pana = await drawPana(seedNumber(n));
      counts.set(pana, counts.get(pana)! + 1);
      digits[panaDigit(pana)]!++;
    }
    const statistic = chiSquare([...counts.values()], draws / 220);
    // df = 219: below 288.6 (upper 0.1 %) and above 160.4 (lower 0.1 %, a suspiciously even spread).
    expect(statistic).toBeLessThan(chiSquareQuantile(219, 3.09));
    expect(statistic).toBeGreaterThan(chiSquareQuantile(219, -3.09));
    expect(chiSquare(digits, draws / 10)).toBeLessThan(chiSquareQuantile(9, 3.09));
    // 44,000 digests through WebCrypto: about a second alone, over vitest's 5 s beside a loaded suite. What is asserted is the spread, not the time.
  }, 60_000);

  it('would catch a biased method: one byte mod 220 fails the same chi-square bound', () => {
    const draws = 44_000;
    const counts = Array<number>(220).fill(0);
    for (let n = 0; n < draws; n++) counts[Number.parseInt(seedNumber(n).slice(0, 2), 16) % 220]!++;
    expect(chiSquare(counts, draws / 220)).toBeGreaterThan(chiSquareQuantile(219, 3.09));
  });

  it('writes hex as the seeds and commitments are published', () => {
    expect(bytesToHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });
});
