/**
 * One read through an RTK Query endpoint from a thunk: the subscription is dropped once the answer
 * is in, so the cache entry can expire (RTK still dedupes reads made at the same time).
 */
export async function readOnce<T>(started: { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  try {
    return await started.unwrap();
  } finally {
    started.unsubscribe();
  }
}
