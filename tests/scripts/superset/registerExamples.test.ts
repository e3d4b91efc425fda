// @vitest-environment node
/** Registering the examples database in Superset with the embedded server's fixed uuid. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLES_DATABASE_UUID as SERVER_UUID } from '../../../server/app';
import { EXAMPLES_DATABASE_UUID, registerExamplesDatabase } from '../../../scripts/superset/registerExamples.mjs';

interface FakeDatabase {
  id: number;
  database_name: string;
  uuid: string;
}

interface Write {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** A Superset answering the calls the script makes, holding these databases; records the writes. */
function fakeSuperset(databases: FakeDatabase[]): Write[] {
  const writes: Write[] = [];
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url);
    const method = init.method ?? 'GET';
    if (pathname === '/api/v1/security/login') return Promise.resolve(json({ access_token: 'token' }));
    if (pathname === '/api/v1/security/csrf_token/')
      return Promise.resolve(json({ result: 'csrf' }, { 'set-cookie': 'session=s; Path=/' }));
    if (method === 'GET' && pathname === '/api/v1/database/') {
      const [, column, value] = /col:(\w+),opr:eq,value:'([^']*)'/.exec(searchParams.get('q') ?? '') ?? [];
      const result = databases.filter((database) => String(database[column as keyof FakeDatabase]) === value);
      return Promise.resolve(json({ count: result.length, result }));
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    writes.push({ method, path: pathname, body });
    return Promise.resolve(json(method === 'POST' ? { id: 9, result: body } : { id: 1, result: body }));
  });
  return writes;
}

const options = { baseUrl: 'http://superset.test', adminPassword: 'admin', examplesFile: '/data/examples.duckdb' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registering the examples database in Superset', () => {
  it("uses the embedded server's examples uuid", () => {
    expect(EXAMPLES_DATABASE_UUID).toBe(SERVER_UUID);
  });

  it('creates it with the uuid on a Superset without it', async () => {
    const writes = fakeSuperset([]);
    const log = vi.fn();
    expect(await registerExamplesDatabase({ ...options, workers: false, log })).toEqual({ id: 9, created: true });
    expect(writes.map(({ method, path }) => [method, path])).toEqual([['POST', '/api/v1/database/']]);
    expect(writes[0]?.body).toMatchObject({ database_name: 'examples', uuid: SERVER_UUID });
  });

  it('gives the uuid to an examples database registered with another one', async () => {
    const writes = fakeSuperset([{ id: 4, database_name: 'examples', uuid: '0b6a4f0e-1111-4222-8333-944455556666' }]);
    const log = vi.fn();
    expect(await registerExamplesDatabase({ ...options, workers: false, log })).toEqual({ id: 4, created: false });
    expect(writes.map(({ method, path }) => [method, path])).toEqual([['PUT', '/api/v1/database/4']]);
    expect(writes[0]?.body).toMatchObject({ database_name: 'examples', uuid: SERVER_UUID });
    expect(log).toHaveBeenCalledWith(`Gave the examples database (id 4) the uuid ${SERVER_UUID}.`);
  });

  it('refuses when another database holds the uuid, writing nothing', async () => {
    const writes = fakeSuperset([
      { id: 4, database_name: 'examples', uuid: '0b6a4f0e-1111-4222-8333-944455556666' },
      { id: 5, database_name: 'imported', uuid: SERVER_UUID },
    ]);
    await expect(registerExamplesDatabase({ ...options, workers: false, log: vi.fn() })).rejects.toThrow(
      `Superset's database "imported" (id 5) has the uuid the examples database needs (${SERVER_UUID}).`,
    );
    expect(writes).toEqual([]);
  });
});
