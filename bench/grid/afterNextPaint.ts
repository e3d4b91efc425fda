/**
 * One channel for every probe: creating a MessageChannel costs milliseconds in Chromium (it opens
 * a pipe), which would be counted as frame work if each frame made its own.
 */
const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => waiting.shift()?.();

/** Runs `callback` in a task queued now: after the current frame's rendering when called in one. */
export function afterCurrentFrame(callback: () => void): void {
  waiting.push(callback);
  channel.port2.postMessage(undefined);
}

/**
 * Resolves with `performance.now()` just after the next frame has been painted: a message posted
 * from a requestAnimationFrame callback is delivered once that frame's rendering work is done. (A
 * second requestAnimationFrame would wait a whole extra frame.)
 */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => afterCurrentFrame(() => resolve(performance.now())));
  });
}
