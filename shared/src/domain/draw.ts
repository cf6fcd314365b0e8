/**
 * Verifiable draws (docs/SETTLEMENT.md "Verifiable draws"): the one
 * definition of how a session's pana is drawn from its seed, used by the
 * server to draw, by the chart page's Verify button and by
 * scripts/verify-draw.mjs to check. WebCrypto only (browsers and Node alike).
 *
 * - seed: 32 random bytes, written as 64 lowercase hex digits;
 * - commitment: SHA-256(seed), hex — published before the session takes bids;
 * - draw: blocks SHA-256(seed ‖ counter) for counter = 0, 1, 2 … (4 bytes,
 *   big-endian); each block is read as 16 big-endian 16-bit numbers v; the
 *   first v below 65,340 (= 220 × 297) picks DRAW_PANAS[v mod 220]. Values
 *   from 65,340 up are skipped (rejection sampling), so every one of the 220
 *   panas has probability exactly 1/220.
 */
import { ALL_PANAS } from './panas.js';

/** The 220 valid panas in ascending order as text: '000', '100', '110', '111', '112' … '900', '990', '999'. */
export const DRAW_PANAS: readonly string[] = Object.freeze([...ALL_PANAS].sort());

const VALUES_PER_BLOCK = 16;
/** The largest multiple of 220 that fits in 16 bits: values at or above it are rejected. */
export const DRAW_ACCEPT_BELOW = Math.floor(65_536 / DRAW_PANAS.length) * DRAW_PANAS.length;
const MAX_BLOCKS = 1 << 16;

const SEED_HEX = /^[0-9a-f]{64}$/;

export function isSeedHex(text: string): boolean {
  return SEED_HEX.test(text);
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error('not lowercase hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

function seedBytes(seedHex: string): Uint8Array {
  if (!isSeedHex(seedHex)) throw new Error('A seed is 64 lowercase hex digits (32 bytes).');
  return hexToBytes(seedHex);
}

/** The commitment published before the session: SHA-256 of the seed's 32 bytes, hex. */
export async function drawCommitment(seedHex: string): Promise<string> {
  return bytesToHex(await sha256(seedBytes(seedHex)));
}

/** The pana a seed draws (see the method above). */
export async function drawPana(seedHex: string): Promise<string> {
  const seed = seedBytes(seedHex);
  const input = new Uint8Array(seed.length + 4);
  input.set(seed);
  const view = new DataView(input.buffer);
  for (let counter = 0; counter < MAX_BLOCKS; counter++) {
    view.setUint32(seed.length, counter, false);
    const block = await sha256(input);
    const values = new DataView(block.buffer);
    for (let index = 0; index < VALUES_PER_BLOCK; index++) {
      const value = values.getUint16(index * 2, false);
      if (value < DRAW_ACCEPT_BELOW) return DRAW_PANAS[value % DRAW_PANAS.length]!;
    }
  }
  throw new Error('no value accepted'); // probability (196/65536)^(16·65536): never
}

export interface DrawCheck {
  /** SHA-256(seed) equals the published commitment. */
  commitmentMatches: boolean;
  /** The pana the seed draws, or null when the seed is not 64 hex digits. */
  drawnPana: string | null;
  /** The drawn pana equals the declared one. */
  panaMatches: boolean;
  ok: boolean;
}

/** Everything a player checks: the revealed seed matches the commitment and draws the declared pana. */
export async function verifyDraw(input: { seed: string; commitment: string; pana: string }): Promise<DrawCheck> {
  const seed = input.seed.trim().toLowerCase();
  if (!isSeedHex(seed)) return { commitmentMatches: false, drawnPana: null, panaMatches: false, ok: false };
  const commitmentMatches = (await drawCommitment(seed)) === input.commitment.trim().toLowerCase();
  const drawnPana = await drawPana(seed);
  const panaMatches = drawnPana === input.pana;
  return { commitmentMatches, drawnPana, panaMatches, ok: commitmentMatches && panaMatches };
}
