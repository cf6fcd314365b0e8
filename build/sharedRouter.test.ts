import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../shared/src/remotes';
import * as sharedReactI18next from './sharedReactI18next';
import * as sharedRouter from './sharedRouter';

const root = join(import.meta.dirname, '..');
const APP_DIRS = ['shared/src', 'shell/src', ...REMOTES.map((remote) => `${remote.dir}/src`)];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every value a file takes from `pkg` (types vanish at build time and need no export). */
function packageImports(source: string, pkg = 'react-router-dom'): { names: string[]; unsupported: string[] } {
  const names: string[] = [];
  const unsupported: string[] = [];
  for (const match of source.matchAll(new RegExp(`(import|export)\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${pkg}['"]`, 'g'))) {
    if (match[2]) continue;
    const clause = match[3]!;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || clause.replace(braces[0], '').replace(/[\s,]/g, '') !== '') unsupported.push(match[0]);
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return { names, unsupported };
}

/** Each package shared as a lean module of ours (build/federation.ts LEAN_ENTRIES), and how many of its imports the apps hold at least. */
const LEAN = [
  { pkg: 'react-router-dom', module: sharedRouter as object, atLeast: 50 },
  { pkg: 'react-i18next', module: sharedReactI18next as object, atLeast: 5 },
];

describe('the lean shared packages every app shares', () => {
  it.each(LEAN)('exports every name an app imports from $pkg', ({ pkg, module, atLeast }) => {
    const missing: string[] = [];
    const unsupported: string[] = [];
    let seen = 0;
    for (const dir of APP_DIRS) {
      for (const file of sourceFiles(join(root, dir))) {
        const found = packageImports(readFileSync(file, 'utf8'), pkg);
        seen += found.names.length;
        for (const name of found.names) if (!(name in module)) missing.push(`${relative(root, file)}: ${name}`);
        unsupported.push(...found.unsupported.map((text) => `${relative(root, file)}: ${text}`));
      }
    }
    expect(seen).toBeGreaterThan(atLeast);
    // A name missing from the lean module (build/sharedRouter.ts, build/sharedReactI18next.ts) is undefined in the browser; add it there.
    expect(missing).toEqual([]);
    // A namespace or default import would see only the lean list; name the imports instead.
    expect(unsupported).toEqual([]);
  });

  it('reads named, aliased and multi-line imports, and skips type-only ones', () => {
    const source = `import {\n  Link,\n  useNavigate as go,\n  type NavigateFunction,\n} from 'react-router-dom';\nimport type { Location } from 'react-router-dom';\nimport * as Router from 'react-router-dom';`;
    const found = packageImports(source);
    expect(found.names).toEqual(['Link', 'useNavigate']);
    expect(found.unsupported).toHaveLength(1);
  });
});
