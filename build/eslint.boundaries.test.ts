/**
 * The boundary rules of eslint.config.mjs fail the imports the design card
 * (docs/decisions/0001) and the server's layers (docs/ARCHITECTURE.md)
 * forbid, and let the allowed ones through. Each rule is shown a probe file
 * it must catch and a legal one it must pass.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = resolve(import.meta.dirname, '..');
/**
 * typescript-eslint reads every file from disk once when it thinks it runs a single lint (it guesses so
 * when CI=true): then the probe text handed to lintText is never type-checked. The probes need it read.
 */
const eslint = new ESLint({ cwd, overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } } });
/**
 * Most probes name files that do not exist, which no TypeScript program holds: they are linted with the
 * type-aware rules off (those have probes of their own, under the names of real files).
 */
const untyped = new ESLint({
  cwd,
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});
const TYPE_AWARE = new Set(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises']);

/** The messages one rule reports on `source` linted as if it were `filePath`. */
async function errorsOf(rule: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await (TYPE_AWARE.has(rule) ? eslint : untyped).lintText(source, { filePath });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

const boundaryErrors = (filePath: string, source: string) => errorsOf('no-restricted-imports', filePath, source);

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

describe('no dynamic import() of another remote', () => {
  const dynamicErrors = (filePath: string, source: string) => errorsOf('no-restricted-syntax', filePath, source);

  it('fails import() of another remote by path, package or federation name, in a remote and in the shell', async () => {
    expect(await dynamicErrors('mfe-games/src/x.ts', "export const load = () => import('../../mfe-wallet/src/pages/Deposit/Deposit');\n"))
      .toEqual([expect.stringContaining('A remote imports only @matka/shared')]);
    expect(await dynamicErrors('mfe-games/src/x.ts', "export const load = () => import('mfe_wallet/pages');\n")).toHaveLength(1);
    expect(await dynamicErrors('shell/src/app/x.ts', "export const load = () => import('@matka/mfe-games');\n"))
      .toEqual([expect.stringContaining('The shell loads remotes at run time')]);
  });

  it('lets a remote load its own pages with import()', async () => {
    expect(await dynamicErrors('mfe-games/src/x.ts', "export const load = () => import('./pages/GameRates/GameRates');\n")).toEqual([]);
  });
});

describe('server layers: http → features → data → db', () => {
  const layerErrors = (filePath: string, source: string) => errorsOf('import-x/no-restricted-paths', filePath, source);

  it('fails http/ importing data/ or db/', async () => {
    expect(await layerErrors('server/src/http/routes/account/probe.ts', "export { findUserByPhone } from '../../../data/users.js';\n"))
      .toEqual([expect.stringContaining('http/ reaches data only through a feature')]);
    expect(await layerErrors('server/src/http/probe.ts', "export type { Database } from '../db/database.js';\n")).toHaveLength(1);
  });

  it('fails a feature importing http/', async () => {
    expect(await layerErrors('server/src/features/users/probe.ts', "export { playerOf } from '../../http/auth.js';\n"))
      .toEqual([expect.stringContaining('A feature knows nothing of HTTP')]);
  });

  it('fails data/ importing a feature or http/, and db/ importing data/', async () => {
    expect(await layerErrors('server/src/data/probe.ts', "export { cleanScreenshot } from '../features/funds/images.js';\n"))
      .toEqual([expect.stringContaining('data/ is below the features')]);
    expect(await layerErrors('server/src/data/probe.ts', "export { playerOf } from '../http/auth.js';\n")).toHaveLength(1);
    expect(await layerErrors('server/src/db/probe.ts', "export { findUserByPhone } from '../data/users.js';\n"))
      .toEqual([expect.stringContaining('db/ is the bottom layer')]);
  });

  it('lets each layer import the ones below it', async () => {
    expect(await layerErrors('server/src/http/routes/account/probe.ts', "export { userInfo } from '../../../features/users/userInfo.js';\n")).toEqual([]);
    expect(await layerErrors('server/src/features/users/probe.ts', "export { findUserByPhone } from '../../data/users.js';\nexport type { Database } from '../../db/database.js';\n")).toEqual([]);
    expect(await layerErrors('server/src/data/probe.ts', "export type { Queryable } from '../db/database.js';\n")).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('fails a feature folder importing one that already imports it (bids/ imports markets/)', async () => {
    expect(await errorsOf('matka/feature-cycles', 'server/src/features/markets/probe.ts', "export { placeBid } from '../bids/placeBid.js';\n"))
      .toEqual([expect.stringContaining('features/markets imports features/bids, which already leads back: markets → bids → markets')]);
  });

  it('lets a feature folder import one that does not lead back', async () => {
    expect(await errorsOf('matka/feature-cycles', 'server/src/features/bids/probe.ts', "export { marketTimes } from '../markets/games.js';\n")).toEqual([]);
  });

  it('fails two files importing each other anywhere (PlayerStatus.tsx is imported by Players.tsx)', async () => {
    const probe = "import { Players } from './Players';\nexport const PlayerStatus = () => Players;\n";
    expect(await errorsOf('import-x/no-cycle', 'mfe-admin/src/screens/players/PlayerStatus.tsx', probe)).toEqual([expect.stringContaining('Dependency cycle')]);
    expect(await errorsOf('import-x/no-cycle', 'mfe-admin/src/screens/players/PlayerStatus.tsx', "export { points } from '../../components/format';\n")).toEqual([]);
  });
});

describe('promises are awaited or handed on on purpose (type-aware)', () => {
  // Probes take the name of a file in a TypeScript project: the rules read its types.
  const floating = (filePath: string, source: string) => errorsOf('@typescript-eslint/no-floating-promises', filePath, source);
  const misused = (filePath: string, source: string) => errorsOf('@typescript-eslint/no-misused-promises', filePath, source);
  const work = 'export async function work(): Promise<void> {}\n';

  it('fails a floating promise in the server and in a browser app', async () => {
    expect(await floating('server/src/clock.ts', `${work}work();\n`)).toHaveLength(1);
    expect(await floating('shell/src/app/hooks.ts', `${work}work().then(() => undefined);\n`)).toHaveLength(1);
  });

  it('passes an awaited, voided or caught promise', async () => {
    expect(await floating('server/src/clock.ts', `${work}await work();\nvoid work();\nwork().catch(() => undefined);\n`)).toEqual([]);
  });

  it('fails an async callback where a void one is expected, and passes the voided call', async () => {
    expect(await misused('server/src/clock.ts', `${work}setInterval(async () => { await work(); }, 1000);\n`)).toHaveLength(1);
    expect(await misused('server/src/clock.ts', `${work}setInterval(() => void work(), 1000);\n`)).toEqual([]);
  });
});
