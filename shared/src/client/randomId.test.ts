import { afterEach, describe, expect, it, vi } from 'vitest';
import { newTransactionId } from './format.js';
import { randomHexId } from './randomId.js';

describe('random ids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('work where randomUUID does not exist (plain HTTP on a LAN address)', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    vi.stubGlobal('crypto', insecure);
    expect('randomUUID' in crypto).toBe(false);
    const id = newTransactionId();
    // The server accepts 8–64 of [A-Za-z0-9_-] (docs/API.md, Bids).
    expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomHexId()));
    expect(ids.size).toBe(1000);
  });
});
