/**
 * `@matka/shared` resolves to its TypeScript source in every Vite build and
 * every Vitest project (no pre-build step): this list is the only copy.
 */
import { fileURLToPath } from 'node:url';

const sharedRoot = fileURLToPath(new URL('../shared/src', import.meta.url));

export const sharedAlias = [
  { find: /^@matka\/shared\/client$/, replacement: `${sharedRoot}/client/index.ts` },
  { find: /^@matka\/shared\/testing$/, replacement: `${sharedRoot}/testing/index.ts` },
  { find: /^@matka\/shared$/, replacement: `${sharedRoot}/index.ts` },
];
