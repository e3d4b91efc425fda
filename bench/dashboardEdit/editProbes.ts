/**
 * Functions that run inside the dashboard page (serialised by Playwright, so self-contained): the
 * timing of each undo/redo key and each drag step (dragenter/dragover), from the event to the end
 * of the frame that follows it.
 *
 * Per event five stamps: `startedAt` in a capture listener on the window (before the app's own);
 * `scriptEndAt` in a bubble listener added after the app's: the reducer, React's render and commit
 * (synchronous for these events, in the microtasks after the app's listener) are done; `handledAt`
 * when a message that listener posts is delivered (after any task the handling queued, unless the
 * browser renders a frame first); `frameAt`, the next animation frame's time; `paintedAt` when a
 * message posted from that frame's callback is delivered, after the frame's style, layout and paint.
 */

export type StepKind = 'undo' | 'redo' | 'drag';

export interface StepSample {
  kind: StepKind;
  startedAt: number;
  scriptEndAt?: number;
  handledAt?: number;
  frameAt?: number;
  paintedAt?: number;
  /** drag only: whether the drop indicator was on the page after the frame. */
  indicatorShown?: boolean;
}

interface EditProbeState {
  samples: StepSample[];
  /** Adds the late bubble listeners; call once the edit grid (and react-dnd) are mounted. */
  arm: () => void;
  /** Resolves once there are at least `atLeast` samples of `kind` and every one has painted. */
  whenPainted: (kind: StepKind, atLeast: number, timeoutMs: number) => Promise<void>;
  /** Resolves once no chart is loading or waiting to draw, and the page had an idle moment. */
  whenQuiet: (timeoutMs: number) => Promise<void>;
}

declare global {
  interface Window {
    __editBench?: EditProbeState;
  }
}

/** Init script. */
export function installEditProbe(): void {
  const DRAG_EVENTS = ['dragenter', 'dragover'];
  const samples: StepSample[] = [];
  // One channel for every stamp: creating one costs milliseconds in Chromium.
  const channel = new MessageChannel();
  const queued: Array<() => void> = [];
  channel.port1.onmessage = () => queued.shift()?.();
  const afterCurrentTask = (callback: () => void): void => {
    queued.push(callback);
    channel.port2.postMessage(undefined);
  };
  const paintListeners = new Set<() => void>();
  // The sample each event started, for the listener that stamps the end of its handling.
  const started = new WeakMap<Event, StepSample>();

  const historyStep = (event: KeyboardEvent): StepKind | null => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return null;
    return event.shiftKey ? 'redo' : 'undo';
  };
  const start = (kind: StepKind, event: Event): StepSample => {
    const sample: StepSample = { kind, startedAt: performance.now() };
    samples.push(sample);
    started.set(event, sample);
    requestAnimationFrame((frameTime) => {
      sample.frameAt = frameTime;
      afterCurrentTask(() => {
        sample.paintedAt = performance.now();
        if (kind === 'drag') sample.indicatorShown = document.querySelector('[data-test="drop-indicator"]') !== null;
        for (const listener of paintListeners) listener();
      });
    });
    return sample;
  };
  window.addEventListener(
    'keydown',
    (event) => {
      const kind = historyStep(event);
      if (kind) start(kind, event);
    },
    true,
  );
  // react-dnd hovers on dragenter as on dragover, and Chromium fires dragenter (not dragover) when
  // the pointer moves onto another element: every such event in one task is one drag step.
  let dragStep: StepSample | null = null;
  const onDragEvent = (event: Event): void => {
    if (dragStep) {
      started.set(event, dragStep);
      return;
    }
    const sample = start('drag', event);
    dragStep = sample;
    afterCurrentTask(() => {
      if (dragStep === sample) dragStep = null;
    });
  };
  for (const type of DRAG_EVENTS) window.addEventListener(type, onDragEvent, true);

  const handled = (event: Event): void => {
    const sample = started.get(event);
    if (!sample) return;
    // The last event of a step stamps last.
    sample.scriptEndAt = performance.now();
    afterCurrentTask(() => (sample.handledAt = performance.now()));
  };
  let armed = false;
  const arm = (): void => {
    if (armed) return;
    armed = true;
    window.addEventListener('keydown', handled);
    for (const type of DRAG_EVENTS) window.addEventListener(type, handled);
  };

  const whenPainted = (kind: StepKind, atLeast: number, timeoutMs: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const ofKind = (): StepSample[] => samples.filter((sample) => sample.kind === kind);
      const painted = (): number => ofKind().filter((sample) => sample.paintedAt !== undefined).length;
      const check = (): void => {
        const count = ofKind().length;
        if (count < atLeast || painted() < count) return;
        paintListeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        paintListeners.delete(check);
        reject(new Error(`${painted()} of ${ofKind().length} ${kind} steps painted (${atLeast} expected)`));
      }, timeoutMs);
      paintListeners.add(check);
      check();
    });

  const whenQuiet = (timeoutMs: number): Promise<void> =>
    new Promise((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const busy = (): boolean =>
        document.querySelector('[data-chart-status="loading"], [data-chart-status="success"]') !== null;
      const check = (): void => {
        if (busy() && performance.now() < deadline) {
          setTimeout(check, 20);
          return;
        }
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 500 })),
        );
      };
      check();
    });

  window.__editBench = { samples, arm, whenPainted, whenQuiet };
}
