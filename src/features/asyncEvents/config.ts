/** How the async event channel is configured, and how to read that from the bootstrap payload. */
import type { AsyncEventApi } from '../../api/asyncEvents';
import { ASYNC_POLLING_DELAY_MS } from '../../constants';
import type { WebSocketFactory } from './websocketTransport';

export type AsyncEventTransport = 'polling' | 'ws';

export interface AsyncEventMiddlewareConfig {
  /** The GLOBAL_ASYNC_QUERIES feature flag. Off: nothing polls and waiting for a job fails. */
  enabled: boolean;
  /** GLOBAL_ASYNC_QUERIES_TRANSPORT. */
  transport: AsyncEventTransport;
  /** GLOBAL_ASYNC_QUERIES_POLLING_DELAY, in ms. */
  pollingDelayMs: number;
  /** GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL. */
  websocketUrl: string;
  /** Where the last received event id is kept across page loads. Default: localStorage. */
  storage?: Storage;
  /** Opens a socket. Default: the browser's WebSocket. */
  createWebSocket?: WebSocketFactory;
  /** The two REST calls. Default: src/api/asyncEvents. */
  api?: AsyncEventApi;
}

/** The parts of the bootstrap payload's `common` that the channel reads. */
export interface AsyncEventBootstrapCommon {
  feature_flags: Record<string, boolean | undefined>;
  conf: Record<string, unknown>;
}

/** The channel's settings from `common`: the feature flag and the three GLOBAL_ASYNC_QUERIES_* keys. */
export function asyncEventConfigFromBootstrap(common: AsyncEventBootstrapCommon): AsyncEventMiddlewareConfig {
  const { conf } = common;
  const delay = conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY;
  const websocketUrl = conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL;
  return {
    enabled: common.feature_flags.GLOBAL_ASYNC_QUERIES === true,
    transport: conf.GLOBAL_ASYNC_QUERIES_TRANSPORT === 'ws' ? 'ws' : 'polling',
    pollingDelayMs: typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? delay : ASYNC_POLLING_DELAY_MS,
    websocketUrl: typeof websocketUrl === 'string' ? websocketUrl : '',
  };
}
