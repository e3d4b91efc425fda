import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { readBootstrap } from './helpers/bootstrap';
import { createTestApp } from './helpers/testApp';

describe('DEFAULT_TIME_FILTER (spec charts §5: time range defaults to No filter or a configured default)', () => {
  it("is 'No filter' unless the environment sets it", () => {
    expect(loadConfig({}).DEFAULT_TIME_FILTER).toBe('No filter');
    expect(loadConfig({ DEFAULT_TIME_FILTER: '  ' }).DEFAULT_TIME_FILTER).toBe('No filter');
    expect(loadConfig({ DEFAULT_TIME_FILTER: 'Last week' }).DEFAULT_TIME_FILTER).toBe('Last week');
  });

  it('reaches the app in the bootstrap common.conf, as Superset sends it', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'tessera-dist-'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="app"></div></body></html>');
    const { app } = await createTestApp({ env: { DEFAULT_TIME_FILTER: 'Last month' }, config: { distDir } });
    try {
      const response = await app.inject({ url: '/login/', headers: { accept: 'text/html' } });
      const common = readBootstrap(response.body).common as { conf: Record<string, unknown> };
      expect(common.conf.DEFAULT_TIME_FILTER).toBe('Last month');
    } finally {
      await app.close();
    }
  });
});
