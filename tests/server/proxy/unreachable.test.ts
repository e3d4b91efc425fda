import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy } from './fakeSuperset';

/** A port nothing listens on (taken and released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return address.port;
}

describe('proxy mode: Superset down', () => {
  let proxy: { app: FastifyInstance; url: string };
  let supersetUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    supersetUrl = `http://127.0.0.1:${await closedPort()}`;
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-proxy-data-')), 'data');
    proxy = await startProxy(supersetUrl, { TESSERA_DATA_DIR: dataDir });
  });
  afterAll(() => proxy.app.close());

  it("answers API calls with a 502 that names Superset, in Superset's error shape", async () => {
    const response = await fetch(`${proxy.url}/api/v1/me/`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain(`Superset at ${supersetUrl} is not reachable`);
    expect(body.message).toContain('ECONNREFUSED');
    expect(body.message).toContain('npm run superset');
  });

  it('answers page loads with a 502 page saying the same', async () => {
    const response = await fetch(`${proxy.url}/sqllab/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain(`Superset at ${supersetUrl} is not reachable`);
  });

  it('starts no embedded backend: the data folder is never created', () => {
    expect(existsSync(dataDir)).toBe(false);
  });
});
