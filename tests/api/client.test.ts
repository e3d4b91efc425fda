import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { configureClient, makeUrl, request, resetClient } from '../../src/api/client';
import type { ClientError } from '../../src/api/types';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  configureClient({ onUnauthorized: vi.fn() });
});

function csrfHandler(tokens: string[] = ['token-1']) {
  let calls = 0;
  const handler = http.get('*/api/v1/security/csrf_token/', () => {
    const token = tokens[Math.min(calls, tokens.length - 1)];
    calls += 1;
    return HttpResponse.json({ result: token });
  });
  return { handler, calls: () => calls };
}

async function rejection(promise: Promise<unknown>): Promise<ClientError> {
  try {
    await promise;
  } catch (caught) {
    return caught as ClientError;
  }
  throw new Error('expected the request to fail');
}

describe('request', () => {
  it('sends a GET with Accept JSON, same-origin credentials, no Content-Type and no CSRF token', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/api/v1/thing/', ({ request: req }) => {
        seen = req;
        return HttpResponse.json({ result: 1 });
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { json, response } = await request<{ result: number }>({ endpoint: '/api/v1/thing/' });
    expect(fetchSpy.mock.calls[0][1]?.credentials).toBe('same-origin');
    fetchSpy.mockRestore();
    expect(json).toEqual({ result: 1 });
    expect(response.status).toBe(200);
    expect(seen?.headers.get('Accept')).toBe('application/json');
    expect(seen?.headers.get('Content-Type')).toBeNull();
    expect(seen?.headers.get('X-CSRFToken')).toBeNull();
  });

  it('encodes rison into q and adds search params, leaving out undefined ones', async () => {
    let url: URL | undefined;
    server.use(
      http.get('*/api/v1/database/', ({ request: req }) => {
        url = new URL(req.url);
        return HttpResponse.json({});
      }),
    );
    const query = { filters: [{ col: 'database_name', opr: 'ct', value: 'my db' }], page_size: -1 };
    await request({
      endpoint: '/api/v1/database/',
      rison: query,
      searchParams: { a: 1, b: true, skipped: undefined },
    });
    expect(rison.decode(url?.searchParams.get('q') ?? '')).toEqual(query);
    expect(url?.searchParams.get('a')).toBe('1');
    expect(url?.searchParams.get('b')).toBe('true');
    expect(url?.searchParams.has('skipped')).toBe(false);
  });

  it('prefixes the app root once, even when the endpoint already has it', async () => {
    configureClient({ appRoot: '/superset/' });
    const paths: string[] = [];
    server.use(
      http.get('*/superset/api/v1/thing/', ({ request: req }) => {
        paths.push(new URL(req.url).pathname);
        return HttpResponse.json({});
      }),
    );
    await request({ endpoint: '/api/v1/thing/' });
    await request({ endpoint: '/superset/api/v1/thing/' });
    expect(paths).toEqual(['/superset/api/v1/thing/', '/superset/api/v1/thing/']);
    expect(makeUrl('/sqllab/')).toBe('/superset/sqllab/');
  });

  it('fetches the CSRF token once for concurrent writes and sends it with a JSON body', async () => {
    const csrf = csrfHandler(['abc']);
    const seen: { token: string | null; type: string | null; body: unknown }[] = [];
    server.use(
      csrf.handler,
      http.post('*/api/v1/thing/', async ({ request: req }) => {
        seen.push({
          token: req.headers.get('X-CSRFToken'),
          type: req.headers.get('Content-Type'),
          body: await req.json(),
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    await Promise.all([
      request({ method: 'POST', endpoint: '/api/v1/thing/', jsonPayload: { n: 1 } }),
      request({ method: 'POST', endpoint: '/api/v1/thing/', jsonPayload: { n: 2 } }),
    ]);
    await request({ method: 'POST', endpoint: '/api/v1/thing/', jsonPayload: { n: 3 } });
    expect(csrf.calls()).toBe(1);
    expect(seen.map((entry) => entry.token)).toEqual(['abc', 'abc', 'abc']);
    expect(seen[0].type).toBe('application/json');
    expect(seen.map((entry) => entry.body)).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }, { n: 3 }]));
  });

  it('sends postPayload as multipart form data with every value JSON-stringified', async () => {
    let fields: Record<string, string> = {};
    let contentType: string | null = null;
    server.use(
      csrfHandler().handler,
      http.put('*/tabstateview/1', async ({ request: req }) => {
        contentType = req.headers.get('Content-Type');
        const form = await req.formData();
        fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
        return HttpResponse.json({ ok: true });
      }),
    );
    await request({
      method: 'PUT',
      endpoint: '/tabstateview/1',
      postPayload: { sql: 'SELECT 1', latest_query_id: null, hide_left_bar: false, skipped: undefined },
    });
    expect(contentType).toMatch(/^multipart\/form-data/);
    expect(fields).toEqual({ sql: '"SELECT 1"', latest_query_id: 'null', hide_left_bar: 'false' });
  });

  it('drops the token and retries once when a write fails on CSRF', async () => {
    const csrf = csrfHandler(['old', 'new']);
    const tokens: (string | null)[] = [];
    server.use(
      csrf.handler,
      http.post('*/api/v1/thing/', ({ request: req }) => {
        const token = req.headers.get('X-CSRFToken');
        tokens.push(token);
        if (token === 'old') {
          return HttpResponse.json(
            { errors: [{ message: '400 Bad Request: The CSRF token has expired.' }] },
            { status: 400 },
          );
        }
        return HttpResponse.json({ saved: true });
      }),
    );
    const { json } = await request({ method: 'POST', endpoint: '/api/v1/thing/', jsonPayload: {} });
    expect(json).toEqual({ saved: true });
    expect(tokens).toEqual(['old', 'new']);
    expect(csrf.calls()).toBe(2);
  });

  it('retries a CSRF failure only once, then fails with the session-timed-out message', async () => {
    let attempts = 0;
    server.use(
      csrfHandler(['a', 'b', 'c']).handler,
      http.post('*/api/v1/thing/', () => {
        attempts += 1;
        return HttpResponse.text('The CSRF token is missing.', { status: 400 });
      }),
    );
    const error = await rejection(request({ method: 'POST', endpoint: '/api/v1/thing/' }));
    expect(attempts).toBe(2);
    expect(error.error).toBe('Your session timed out, please refresh your page and try again.');
    expect(error.status).toBe(400);
  });

  it('fails as a timeout when the reply is slower than timeoutMs', async () => {
    server.use(
      http.get('*/api/v1/slow/', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const error = await rejection(request({ endpoint: '/api/v1/slow/', timeoutMs: 20 }));
    expect(error.error).toBe('Request timed out');
    expect(error.errors?.[0].error_type).toBe('FRONTEND_TIMEOUT_ERROR');
    expect(error.errors?.[0].extra?.timeout).toBe(0.02);
  });

  it('uses the configured default timeout', async () => {
    configureClient({ timeoutMs: 20 });
    server.use(
      http.get('*/api/v1/slow/', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const error = await rejection(request({ endpoint: '/api/v1/slow/' }));
    expect(error.error).toBe('Request timed out');
  });

  it("propagates the caller's abort as an AbortError, not a user error", async () => {
    server.use(
      http.get('*/api/v1/slow/', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request({ endpoint: '/api/v1/slow/', signal: controller.signal });
    controller.abort();
    const error = (await rejection(pending)) as unknown as Error;
    expect(error.name).toBe('AbortError');
    expect((error as unknown as ClientError).error).toBeUndefined();
  });

  it('sends the user to the login page on a 401, coming back to the current page, and still fails', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ appRoot: '/superset', onUnauthorized });
    window.history.pushState({}, '', '/superset/sqllab/?dbid=1');
    server.use(
      http.get('*/superset/api/v1/me/', () => HttpResponse.json({ message: 'Not authorized' }, { status: 401 })),
    );
    const error = await rejection(request({ endpoint: '/api/v1/me/' }));
    expect(onUnauthorized).toHaveBeenCalledWith(
      `/superset/login/?next=${encodeURIComponent('/superset/sqllab/?dbid=1')}`,
    );
    expect(error.status).toBe(401);
    expect(error.error).toBe('Not authorized');
  });

  it('does not redirect on a 401 when the request opts out', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ onUnauthorized });
    server.use(http.get('*/api/v1/me/', () => HttpResponse.json({ message: 'Not authorized' }, { status: 401 })));
    const error = await rejection(request({ endpoint: '/api/v1/me/', ignoreUnauthorized: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error.status).toBe(401);
  });

  it('throws every failed reply as a ClientError with its status', async () => {
    server.use(http.get('*/api/v1/database/9', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const error = await rejection(request({ endpoint: '/api/v1/database/9' }));
    expect(error).toMatchObject({ error: 'Not found', status: 404 });
  });

  it("turns a failed fetch into 'Network error'", async () => {
    server.use(http.get('*/api/v1/down/', () => HttpResponse.error()));
    const error = await rejection(request({ endpoint: '/api/v1/down/' }));
    expect(error.error).toBe('Network error');
  });

  it('parses as text or hands back the raw Response when asked, and gives null for an empty body', async () => {
    server.use(
      http.get('*/csv', () => HttpResponse.text('a,b\n1,2')),
      http.delete('*/api/v1/thing/1', () => new HttpResponse(null, { status: 200 })),
      csrfHandler().handler,
    );
    const { text } = await request({ endpoint: '/csv', parseMethod: 'text' });
    expect(text).toBe('a,b\n1,2');
    const raw = await request({ endpoint: '/csv', parseMethod: 'raw' });
    expect(raw).toBeInstanceOf(Response);
    expect(await raw.text()).toBe('a,b\n1,2');
    const { json } = await request({ method: 'DELETE', endpoint: '/api/v1/thing/1' });
    expect(json).toBeNull();
  });
});
