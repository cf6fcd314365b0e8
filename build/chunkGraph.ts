/**
 * The static-import graph of a Rollup bundle, as the preload plugins read it
 * (preloadShared.ts for the shell, firstScreenPreload.ts for each remote),
 * and the text of its assets (inlineShellCss.ts, firstFrames.ts).
 */
import { basename } from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';

/** The file name prefix the federation plugin gives a shared package's chunk. */
export const SHARED_CHUNK_PREFIX = '__federation_shared_';

export const isSharedChunk = (fileName: string): boolean => basename(fileName).startsWith(SHARED_CHUNK_PREFIX);

/** An emitted asset's content as text (Rollup keeps it as a string or as bytes). */
export function assetText(asset: OutputAsset): string {
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/**
 * Every file that `roots` import statically, transitively, the roots first,
 * each once; a file `skip` names is left out, with what only it imports.
 */
export function withStaticImports(chunks: readonly OutputChunk[], roots: Iterable<string>, skip: (fileName: string) => boolean = () => false): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName) || skip(fileName)) return;
    files.push(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}
