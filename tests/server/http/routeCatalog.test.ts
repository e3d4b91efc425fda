import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.ready();
});
afterAll(() => testApp.app.close());

describe('the route catalog', () => {
  it('lists every registered route once, with its method, and which ones need no login', () => {
    const catalog = testApp.app.routeCatalog;
    const keys = catalog.map((route) => `${route.method} ${route.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /api/v1/chart/');
    expect(keys).toContain('POST /api/v1/sqllab/execute/');
    expect(keys).not.toContain('HEAD /api/v1/chart/');
    expect(catalog.find((route) => route.url === '/login/' && route.method === 'POST')?.public).toBe(true);
    expect(catalog.find((route) => route.url === '/api/v1/chart/' && route.method === 'GET')?.public).toBe(false);
  });
});
