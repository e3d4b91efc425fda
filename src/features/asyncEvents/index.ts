/** The async event channel's public surface: import async delivery only from here. */
export { createAsyncEventMiddleware, MIDDLEWARE_REUSED_MESSAGE } from './asyncEventMiddleware';
export type { AsyncEventMiddleware } from './asyncEventMiddleware';
export { asyncEventReceived, asyncEventTransportChanged } from './actions';
export { waitForAsyncJob, MIDDLEWARE_MISSING_MESSAGE } from './waitForAsyncJob';
export { asyncEventConfigFromBootstrap } from './config';
export type { AsyncEventMiddlewareConfig } from './config';
export { ASYNC_QUERIES_DISABLED_MESSAGE, ASYNC_CHANNEL_STOPPED_MESSAGE } from './asyncEventChannel';
export { MISSING_RESULT_URL_MESSAGE } from './asyncJobOutcome';
export { LAST_ASYNC_EVENT_ID_KEY } from './lastEventIdStorage';
export type { WebSocketLike, WebSocketMessage } from './websocketTransport';
