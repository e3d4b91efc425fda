// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asyncEventConfigFromBootstrap } from '../../../src/features/asyncEvents';
import { DEFAULT_COMMON_CONF } from '../../../src/constants';

describe('asyncEventConfigFromBootstrap', () => {
  it("uses Superset's defaults: polling every 500 ms, off unless the flag is on", () => {
    expect(asyncEventConfigFromBootstrap({ feature_flags: {}, conf: { ...DEFAULT_COMMON_CONF } })).toEqual({
      enabled: false,
      transport: 'polling',
      pollingDelayMs: 500,
      websocketUrl: '',
    });
  });

  it('reads the flag and the GLOBAL_ASYNC_QUERIES_* settings', () => {
    expect(
      asyncEventConfigFromBootstrap({
        feature_flags: { GLOBAL_ASYNC_QUERIES: true },
        conf: {
          GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws',
          GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 1000,
          GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: 'ws://example.com:8080/',
        },
      }),
    ).toEqual({
      enabled: true,
      transport: 'ws',
      pollingDelayMs: 1000,
      websocketUrl: 'ws://example.com:8080/',
    });
  });

  it('falls back to polling every 500 ms for settings it cannot use', () => {
    const config = asyncEventConfigFromBootstrap({
      feature_flags: { GLOBAL_ASYNC_QUERIES: true },
      conf: { GLOBAL_ASYNC_QUERIES_TRANSPORT: 'carrier-pigeon', GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 'soon' },
    });
    expect(config.transport).toBe('polling');
    expect(config.pollingDelayMs).toBe(500);
  });
});
