/**
 * HTTP polling of `/api/v1/async_event/`: one tick every `delayMs`; a tick asks for new events
 * only while someone waits for a job. The next tick is scheduled when the current poll has
 * finished, so polls never overlap. A failed poll is logged and polling goes on.
 */
import type { AsyncEvent } from '../../api/asyncEvents';
import type { EventTransport } from './eventTransport';

interface PollingTransportOptions {
  delayMs: number;
  /** Polls happen only while this is true. */
  hasWaiters: () => boolean;
  /** One poll: the events after the last one received. */
  fetchEvents: () => Promise<AsyncEvent[]>;
  onEvent: (event: AsyncEvent) => void;
}

export function createPollingTransport(options: PollingTransportOptions): EventTransport {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by start and stop, so a poll that outlives its run schedules nothing. */
  let run = 0;
  let running = false;

  function scheduleTick(forRun: number): void {
    if (running && forRun === run) timer = setTimeout(() => void tick(forRun), options.delayMs);
  }

  async function tick(forRun: number): Promise<void> {
    timer = undefined;
    if (options.hasWaiters()) {
      try {
        const events = await options.fetchEvents();
        if (running && forRun === run) {
          for (const event of events) options.onEvent(event);
        }
      } catch (caught) {
        console.warn('Polling async events failed', caught);
      }
    }
    scheduleTick(forRun);
  }

  return {
    start() {
      if (running) return;
      running = true;
      run += 1;
      scheduleTick(run);
    },
    stop() {
      running = false;
      run += 1;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
