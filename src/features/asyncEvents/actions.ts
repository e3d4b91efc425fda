/** The actions of the async event channel: what it reports, and the one request it answers. */
import { createAction } from '@reduxjs/toolkit';
import type { AsyncEvent, AsyncJobMetadata } from '../../api/asyncEvents';
import type { AsyncEventTransport } from './config';

/** One event arrived on the channel (dispatched once per event, before it reaches its waiter). */
export const asyncEventReceived = createAction<AsyncEvent>('asyncEvents/eventReceived');

/** The channel now reads events through this transport (on start, and on the fallback to polling). */
export const asyncEventTransportChanged = createAction<AsyncEventTransport>('asyncEvents/transportChanged');

/**
 * Asks the middleware for a promise of a job's result. The middleware answers it as the return
 * value of dispatch and consumes it: no reducer sees it. Callers use the waitForAsyncJob thunk.
 */
export const asyncJobWaitRequested = createAction<AsyncJobMetadata>('asyncEvents/jobWaitRequested');
