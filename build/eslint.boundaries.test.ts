/**
 * The import-boundary rule of eslint.config.mjs fails the imports the design
 * card forbids, and lets the allowed ones through.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries', () => {
  it('fails a remote importing another remote, by path or by package', async () => {
    expect(await boundaryErrors('mfe-games/src/pages/Cross.tsx', "import { Deposit } from '../../../mfe-wallet/src/pages/Deposit/Deposit';\nexport default Deposit;\n"))
      .toEqual([expect.stringContaining('A remote imports only @matka/shared')]);
    expect(await boundaryErrors('mfe-auth/src/cross.ts', "export * from '@matka/mfe-history';\n")).toHaveLength(1);
  });

  it('fails the shell importing a remote, shared/ importing a side, the server importing a screen', async () => {
    expect(await boundaryErrors('shell/src/app/x.ts', "export * from '../../../mfe-admin/src/pages';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/src/x.ts', "export * from '../../shell/src/app/store';\n")).toHaveLength(1);
    expect(await boundaryErrors('server/src/x.ts', "export * from '../../mfe-games/src/pages';\n")).toHaveLength(1);
  });

  it('lets every side import shared/ and its own files', async () => {
    expect(await boundaryErrors('mfe-games/src/x.ts', "export * from '@matka/shared';\nexport * from './pages';\n")).toEqual([]);
    expect(await boundaryErrors('server/src/x.ts', "export * from '@matka/shared';\nexport * from './errors.js';\n")).toEqual([]);
  });
});
