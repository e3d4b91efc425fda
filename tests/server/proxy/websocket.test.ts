import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeSuperset, startProxy, type FakeSuperset } from './fakeSuperset';

function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('message', (data: Buffer) => resolve(data.toString()));
    socket.once('error', reject);
  });
}

describe('proxy mode: the websocket', () => {
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

  it('upgrades /ws on our origin and relays both ways to Superset, with the cookies', async () => {
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/ws`, { headers: { cookie: 'async-token=jwt-1' } });
    const greeting = nextMessage(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    expect(await greeting).toBe('cookie:async-token=jwt-1');
    const echo = nextMessage(socket);
    socket.send('hello');
    expect(await echo).toBe('echo:hello');
    socket.close();
  });
});
