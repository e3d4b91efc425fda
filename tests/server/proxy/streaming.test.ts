import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSuperset, startProxy, type FakeSuperset } from './fakeSuperset';

describe('proxy mode: large bodies both ways', () => {
  let superset: FakeSuperset;
  let proxy: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    superset = await startFakeSuperset();
    proxy = await startProxy(superset.url);
  });
  afterAll(async () => {
    await proxy.app.close();
    await superset.app.close();
  });

  it('streams a large reply as it comes: the first chunk arrives while Superset still holds the rest', async () => {
    const response = await fetch(`${proxy.url}/api/v1/stream`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    // Superset sends the rest only after release: a buffering proxy would never deliver this chunk.
    while (!received.includes('first,chunk')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toContain('first,chunk');

    superset.releaseStream();
    let bytes = received.length;
    let tail = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.length;
      tail = (tail + decoder.decode(value, { stream: true })).slice(-16);
    }
    expect(bytes).toBeGreaterThan(200 * 64 * 1024);
    expect(tail.endsWith('last\n')).toBe(true);
  });

  it('forwards a request body far above the usual 1 MB limit, untouched', async () => {
    const body = Buffer.alloc(25 * 1024 * 1024, 'a');
    const response = await fetch(`${proxy.url}/api/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
    });
    expect(response.status).toBe(200);
    const echoed = (await response.json()) as { bodyBytes: number };
    expect(echoed.bodyBytes).toBe(body.length);
  });

  it('forwards a multipart upload without parsing it', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(3 * 1024 * 1024, 'b')]), 'data.csv');
    const response = await fetch(`${proxy.url}/api/v1/echo`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const echoed = (await response.json()) as { headers: Record<string, string>; bodyBytes: number };
    expect(echoed.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.bodyBytes).toBeGreaterThan(3 * 1024 * 1024);
  });
});
