/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built script, stylesheet and SVG,
 * so the server sends the page's code compressed (@fastify/static's `preCompressed`) at no cost
 * per request: a dashboard's 2.2 MB of JavaScript crosses the network as about 0.65 MB.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function isCompressible(fileName: string, size: number): boolean {
  return COMPRESSIBLE.test(fileName) && size >= MIN_BYTES;
}

/** The two compressed copies of `content`, only when each is smaller than the original. */
export async function compressedCopies(content: Buffer): Promise<Array<{ extension: '.br' | '.gz'; bytes: Buffer }>> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { extension: '.br' as const, bytes: br },
    { extension: '.gz' as const, bytes: gz },
  ].filter((copy) => copy.bytes.length < content.length);
}

async function precompressDirectory(directory: string): Promise<void> {
  const entries = await readdir(directory, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) return precompressDirectory(file);
      const content = await readFile(file);
      if (!isCompressible(entry.name, content.length)) return;
      for (const copy of await compressedCopies(content)) await writeFile(file + copy.extension, copy.bytes);
    }),
  );
}

/** Compresses the built assets once the bundle is written (build only). */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'tessera:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      await precompressDirectory(assetsDir);
    },
  };
}
