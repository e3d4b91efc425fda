/** What a job's terminal event means for whoever waits on it: result rows, or a ClientError. */
import type { AsyncEvent, AsyncEventApi } from '../../api/asyncEvents';
import { GENERIC_ERROR_MESSAGE, getClientErrorObject } from '../../api/errors';
import type { ClientError } from '../../api/types';

export const MISSING_RESULT_URL_MESSAGE = 'The async job finished without a result URL';

/** `done` and `error` end a job; `pending` and `running` only report progress. */
export function isTerminalAsyncEvent(event: AsyncEvent): boolean {
  return event.status === 'done' || event.status === 'error';
}

/** An `error` event as a ClientError: the first error's message (and link), all errors kept. */
function asyncEventError(event: AsyncEvent): ClientError {
  const errors = event.errors ?? [];
  const first = errors[0];
  if (!first) return { error: GENERIC_ERROR_MESSAGE, errors };
  const link = first.extra?.link;
  return {
    error: first.message,
    description: first.message,
    ...(typeof link === 'string' ? { link } : {}),
    errors,
  };
}

function asArray(result: unknown): unknown[] {
  return Array.isArray(result) ? result : [result];
}

/**
 * Settles a job from its terminal event: `done` loads the result URL and resolves with the
 * result as an array; a failed load rejects with the normalised ClientError; `error` rejects
 * with asyncEventError.
 */
export async function asyncJobOutcome(
  event: AsyncEvent,
  fetchAsyncResult: AsyncEventApi['fetchAsyncResult'],
): Promise<unknown[]> {
  if (event.status === 'error') throw asyncEventError(event);
  if (!event.result_url) throw { error: MISSING_RESULT_URL_MESSAGE } satisfies ClientError;
  try {
    return asArray(await fetchAsyncResult(event.result_url));
  } catch (caught) {
    throw await getClientErrorObject(caught);
  }
}
