import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MetadataStore } from '../../../server/store';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const CRASHING_START = path.resolve('tests/server/store/fixtures/openStoreThenCrash.mts');

describe('a server killed right after its first start', () => {
  it('leaves a data folder that opens again, with every migration applied', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-crash-'));
    // tsx runs the script in a child process and passes its SIGKILL on as exit code 137.
    const crashed = await run(TSX, [CRASHING_START, dataDir]).then(
      () => 'exited normally',
      (error: { signal?: string | null; code?: number }) => error.signal ?? error.code,
    );
    expect([137, 'SIGKILL']).toContain(crashed);
    expect(existsSync(path.join(dataDir, 'metadata.duckdb'))).toBe(true);

    const store = await MetadataStore.open(dataDir);
    try {
      expect(await store.users.findByUsername('admin')).not.toBeNull();
    } finally {
      await store.close();
    }
  }, 60_000);
});
