import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';

export interface HarnessServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Builds a harness page (a folder with index.html) for production with Vite into a temporary
 * folder, and serves it with Vite's preview server on a free loopback port. BENCH_MINIFY=0 keeps
 * function names readable, for profiling.
 */
export async function buildAndServeHarness(harnessDir: string): Promise<HarnessServer> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
  const shared = { configFile: false as const, root: harnessDir, logLevel: 'warn' as const };
  await build({
    ...shared,
    base: './',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      // One chunk on purpose (the grid harness holds ace, about 0.5 MB): no splitting advice wanted.
      chunkSizeWarningLimit: 4096,
      minify: process.env.BENCH_MINIFY !== '0',
    },
  });
  const server = await preview({
    ...shared,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server reported no address');
  return {
    url,
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
