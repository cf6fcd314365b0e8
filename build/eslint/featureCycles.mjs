/**
 * ESLint rule: no import cycle between the server's feature folders
 * (server/src/features/<folder>/; a file directly under features/ counts as a
 * folder of its own). import-x/no-cycle sees cycles between files; this rule
 * sees the coarser ones, such as funds/a.ts → payments/b.ts → funds/c.ts, which
 * tie two features together as surely. The folder graph is read from disk
 * once per process; the file being linted contributes its own imports from
 * the text being linted. Layer rules: docs/ARCHITECTURE.md.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:^|[\s;}])(?:import|export)\b[^'"`;]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)|^\s*import\s*['"](\.[^'"]+)['"]/gm;

/** The feature folder a path belongs to, or undefined outside server/src/features. */
function folderOf(featuresDir, path) {
  const rel = relative(featuresDir, path);
  if (rel.startsWith('..') || rel === '') return undefined;
  return rel.split(sep)[0].replace(/\.(?:js|ts)$/, '');
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Edges between feature folders with the files that make each: Map<from, Map<to, Set<file>>>. */
function readGraph(featuresDir) {
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = folderOf(featuresDir, file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(featuresDir, resolve(dirname(file), match[1] ?? match[2] ?? match[3]));
      if (to === undefined || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, new Set());
      graph.get(from).get(to).add(file);
    }
  }
  return graph;
}

/** A path of folders from `start` to `goal`, not counting the imports of `skipFile` (it is read from the linted text), or undefined. */
function pathBetween(graph, start, goal, skipFile) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = goal; step !== undefined; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const [next, files] of graph.get(at) ?? []) {
      if (!previous.has(next) && [...files].some((other) => other !== skipFile)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const graphs = new Map();

export const featureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import cycle between the server’s feature folders' },
    schema: [],
    messages: {
      cycle: 'features/{{from}} imports features/{{to}}, which already leads back: {{path}}. Move the shared piece into one folder, or a lower layer (docs/ARCHITECTURE.md).',
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}server${sep}src${sep}features${sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0 || /\.test\.ts$/.test(file)) return {};
    const featuresDir = file.slice(0, at + marker.length - 1);
    const from = folderOf(featuresDir, file);
    if (!graphs.has(featuresDir)) graphs.set(featuresDir, readGraph(featuresDir));
    const graph = graphs.get(featuresDir);

    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = folderOf(featuresDir, resolve(dirname(file), source.value));
      if (to === undefined || to === from) return;
      const back = pathBetween(graph, to, from, file);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, path: [from, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-cycles': featureCycles } };
