import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { prefetchCsrfToken, request, resetClient } from '../../src/api/client';

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token-1' })),
  http.post('*/api/v1/thing/', ({ request: incoming }) =>
    HttpResponse.json({ token: incoming.headers.get('X-CSRFToken') }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('a write once the CSRF token has arrived', () => {
  it('leaves at once, before anything queued behind it (a render) gets the turn', async () => {
    prefetchCsrfToken();
    await vi.waitFor(async () => {
      // The token arrives; the first write after it needs no wait.
      const reply = await request<{ token: string }>({ method: 'POST', endpoint: '/api/v1/thing/', jsonPayload: {} });
      expect('json' in reply && reply.json.token).toBe('token-1');
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const pending = request({ method: 'POST', endpoint: '/api/v1/thing/', jsonPayload: {} });
    // Called in the same turn: no await stood between the call and the request.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await pending;
  });
});
