/**
 * The Redux middleware that owns the async event channel. Applied to a store, it starts the
 * channel (right after the store is built: Redux forbids dispatching while middleware is set up)
 * and dispatches asyncEventReceived / asyncEventTransportChanged as the channel works. Callers wait
 * for a job either through the instance (`middleware.waitForAsyncData(reply)`) or through the
 * store (`await dispatch(waitForAsyncJob(reply))`): this middleware answers the request action
 * that thunk dispatches with the result promise.
 */
import type { Dispatch, Middleware } from '@reduxjs/toolkit';
import type { AsyncJobMetadata } from '../../api/asyncEvents';
import { asyncEventReceived, asyncEventTransportChanged, asyncJobWaitRequested } from './actions';
import { createAsyncEventChannel } from './asyncEventChannel';
import type { AsyncEventMiddlewareConfig } from './config';

type WaitForAsyncData = (asyncResponse: AsyncJobMetadata) => Promise<unknown[]>;

export type AsyncEventMiddleware = Middleware<object, unknown> & {
  /** Resolves with the job's result rows (always an array); rejects with a ClientError. */
  waitForAsyncData: WaitForAsyncData;
  /** Stops polling or the socket, cancels retries and rejects every pending wait. */
  stop: () => void;
};

export const MIDDLEWARE_REUSED_MESSAGE = 'An async event middleware serves a single store: create one per store.';

export function createAsyncEventMiddleware(config: AsyncEventMiddlewareConfig): AsyncEventMiddleware {
  let storeDispatch: Dispatch | undefined;
  const channel = createAsyncEventChannel(config, {
    eventReceived: (event) => storeDispatch?.(asyncEventReceived(event)),
    transportChanged: (transport) => storeDispatch?.(asyncEventTransportChanged(transport)),
  });

  const middleware: Middleware<object, unknown> = (storeApi) => {
    if (storeDispatch) throw new Error(MIDDLEWARE_REUSED_MESSAGE);
    storeDispatch = storeApi.dispatch;
    void Promise.resolve().then(channel.start);
    return (next) => (action) =>
      asyncJobWaitRequested.match(action) ? channel.waitForAsyncData(action.payload) : next(action);
  };

  return Object.assign(middleware, {
    waitForAsyncData: channel.waitForAsyncData,
    stop: channel.stop,
  });
}
