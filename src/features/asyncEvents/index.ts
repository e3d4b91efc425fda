/** The async event channel's public surface: import async delivery only from here. */
export { createAsyncEventMiddleware, MIDDLEWARE_REUSED_MESSAGE } from './asyncEventMiddleware';
export type { AsyncEventMiddleware, WaitForAsyncData } from './asyncEventMiddleware';
export { asyncEventReceived, asyncEventTransportChanged } from './actions';
export { waitForAsyncJob, MIDDLEWARE_MISSING_MESSAGE } from './waitForAsyncJob';
export { asyncEventConfigFromBootstrap } from './config';
export type { AsyncEventMiddlewareConfig, AsyncEventTransport, AsyncEventBootstrapCommon } from './config';
export { ASYNC_QUERIES_DISABLED_MESSAGE, ASYNC_CHANNEL_STOPPED_MESSAGE } from './asyncEventChannel';
export { asyncEventError, MISSING_RESULT_URL_MESSAGE } from './asyncJobOutcome';
export { LAST_ASYNC_EVENT_ID_KEY } from './lastEventIdStorage';
export { UNKNOWN_JOB_RETRY_STEP_MS } from './eventDelivery';
export type { WebSocketLike, WebSocketFactory, WebSocketMessage } from './websocketTransport';
export type { AsyncEvent, AsyncJobMetadata } from '../../api/asyncEvents';
