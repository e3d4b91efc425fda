import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScriptBytes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** The heaviest files (gzip bytes, largest first), to show what a route pulls in. */
  largest: Array<{ file: string; gzipBytes: number }>;
}

const LARGEST_SHOWN = 5;

/**
 * The built files behind the script paths a page loaded, gzipped at zlib's default level (the
 * embedded server sends them uncompressed, so the page's own transfer sizes are raw bytes).
 */
export async function gzippedScriptBytes(distDir: string, paths: readonly string[]): Promise<ScriptBytes> {
  const root = path.resolve(distDir);
  let rawBytes = 0;
  let gzipBytes = 0;
  const sizes: Array<{ file: string; gzipBytes: number }> = [];
  const unique = [...new Set(paths)];
  for (const urlPath of unique) {
    const file = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`Script outside the build: ${urlPath}`);
    const content = await readFile(file);
    rawBytes += content.length;
    const gzipped = gzipSync(content).length;
    gzipBytes += gzipped;
    sizes.push({ file: path.basename(file), gzipBytes: gzipped });
  }
  const largest = sizes.sort((left, right) => right.gzipBytes - left.gzipBytes).slice(0, LARGEST_SHOWN);
  return { files: unique.length, rawBytes, gzipBytes, largest };
}
