// @vitest-environment node
import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { compressedCopies, isCompressible, precompressAssets } from '../../scripts/vite/precompressAssets';

const script = Buffer.from('export const answer = 42;\n'.repeat(200));

describe('precompressAssets', () => {
  it('compresses scripts, styles and images of a kilobyte or more, nothing else', () => {
    expect(isCompressible('index-abc.js', 5000)).toBe(true);
    expect(isCompressible('index-abc.css', 1024)).toBe(true);
    expect(isCompressible('logo.svg', 2048)).toBe(true);
    expect(isCompressible('index-abc.js', 1023)).toBe(false);
    expect(isCompressible('photo.png', 50_000)).toBe(false);
    expect(isCompressible('index-abc.js.br', 50_000)).toBe(false);
  });

  it('makes brotli and gzip copies that decode to the original', async () => {
    const copies = await compressedCopies(script);
    expect(copies.map((copy) => copy.extension)).toEqual(['.br', '.gz']);
    const [br, gz] = copies;
    expect(brotliDecompressSync(br!.bytes).equals(script)).toBe(true);
    expect(gunzipSync(gz!.bytes).equals(script)).toBe(true);
  });

  it('keeps no copy that would be larger than the original', async () => {
    const random = Buffer.from(Array.from({ length: 2000 }, (_, index) => (index * 7919 + 13) % 251));
    const copies = await compressedCopies(random);
    for (const copy of copies) expect(copy.bytes.length).toBeLessThan(random.length);
  });

  it('writes the copies beside the built assets, in nested folders too', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'tessera-precompress-'));
    const assets = path.join(root, 'dist', 'assets');
    await mkdir(path.join(assets, 'fonts'), { recursive: true });
    await writeFile(path.join(assets, 'index-abc.js'), script);
    await writeFile(path.join(assets, 'fonts', 'icons.svg'), `<svg>${'<g/>'.repeat(400)}</svg>`);
    await writeFile(path.join(assets, 'tiny.js'), 'x');

    const plugin = precompressAssets();
    const config = { root, build: { outDir: 'dist', assetsDir: 'assets' } } as ResolvedConfig;
    (plugin.configResolved as (config: ResolvedConfig) => void)(config);
    await (plugin.closeBundle as () => Promise<void>)();

    expect((await readdir(assets)).sort()).toEqual([
      'fonts',
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'tiny.js',
    ]);
    expect((await readdir(path.join(assets, 'fonts'))).sort()).toEqual(['icons.svg', 'icons.svg.br', 'icons.svg.gz']);
    expect(gunzipSync(await readFile(path.join(assets, 'index-abc.js.gz'))).equals(script)).toBe(true);
  });
});
