import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSuperset, startProxy, type FakeSuperset } from '../proxy/fakeSuperset';
import { createTestApp } from '../helpers/testApp';

type Level = 'error' | 'warn' | 'info';

/** The levels the app's per-request loggers write at (Fastify makes them with `app.log.child`). */
function recordLogLevels(app: FastifyInstance): Level[] {
  const levels: Level[] = [];
  const makeChild = app.log.child.bind(app.log);
  app.log.child = (bindings, options) => {
    const child = makeChild(bindings, options);
    for (const level of ['error', 'warn', 'info'] as const) {
      const write = child[level].bind(child);
      child[level] = ((...args: Parameters<typeof write>) => {
        levels.push(level);
        write(...args);
      }) as typeof write;
    }
    return child;
  };
  return levels;
}

/** Sends a POST and gives up on it after 50 ms, as a browser aborting a superseded query does. */
async function abortedPost(url: string): Promise<void> {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 50);
  const request = { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } };
  await expect(fetch(url, { ...request, signal: controller.signal })).rejects.toThrow();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('a browser that went away before its reply is no server error', () => {
  let closeAll: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closeAll) await close();
    closeAll = [];
  });

  it('embedded server: a handler failing after the client left is noted, not logged as an error', async () => {
    const { app } = await createTestApp();
    closeAll.push(() => app.close());
    app.post('/test/fails-late', { config: { public: true } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      throw new Error('the query was cancelled');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const levels = recordLogLevels(app);
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/test/fails-late`;

    await abortedPost(url);
    await settle();
    expect(levels).not.toContain('error');

    // The same failure with the client still there is a 500, logged as an error.
    const response = await fetch(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(500);
    expect(levels).toContain('error');
  });

  it("proxy: Superset's reply to a request the browser aborted is dropped without an error", async () => {
    const superset: FakeSuperset = await startFakeSuperset();
    const proxy = await startProxy(superset.url);
    closeAll.push(
      () => proxy.app.close(),
      () => superset.app.close(),
    );
    const levels = recordLogLevels(proxy.app);

    await abortedPost(`${proxy.url}/api/v1/slow`);
    await settle();
    expect(levels).not.toContain('error');

    // A request that waits gets Superset's reply through the proxy.
    const response = await fetch(`${proxy.url}/api/v1/slow`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
  });
});
