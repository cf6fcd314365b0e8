/**
 * MPINs and operator passwords are kept only as argon2id hashes (salted,
 * memory-hard). @node-rs/argon2 ships prebuilt binaries, so no compiler is
 * needed on a fresh machine.
 */
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}
