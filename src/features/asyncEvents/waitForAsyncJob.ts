/**
 * The thunk features use to wait for an async job through the store:
 * `const rows = await dispatch(waitForAsyncJob(reply))`. It needs no handle on the middleware
 * instance; the async event middleware answers the request it dispatches with the result promise.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { AsyncJobMetadata } from '../../api/asyncEvents';
import type { ClientError } from '../../api/types';
import { asyncJobWaitRequested } from './actions';

export const MIDDLEWARE_MISSING_MESSAGE = 'The async event middleware is not installed in this store.';

/** Resolves with the job's result rows (always an array); rejects with a ClientError. */
export function waitForAsyncJob(asyncResponse: AsyncJobMetadata) {
  return (dispatch: Dispatch): Promise<unknown[]> => {
    const answer: unknown = dispatch(asyncJobWaitRequested(asyncResponse));
    if (answer instanceof Promise) return answer as Promise<unknown[]>;
    return Promise.reject<unknown[]>({ error: MIDDLEWARE_MISSING_MESSAGE } satisfies ClientError);
  };
}
