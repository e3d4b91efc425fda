/**
 * The batch of events waiting to be sent: flushed 1 s after the first queued event or as soon as
 * 1000 are queued (spec §9), and whenever the page asks (hidden, closing). A flush hands the whole
 * batch over at once, so nothing queued is ever dropped.
 */
export const LOG_FLUSH_DELAY_MS = 1000;
export const LOG_FLUSH_EVENT_COUNT = 1000;

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export class LogEventQueue<Event> {
  private events: Event[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (events: Event[]) => void,
    private readonly timers: Timers = globalThis,
  ) {}

  append(event: Event): void {
    this.events.push(event);
    if (this.events.length >= LOG_FLUSH_EVENT_COUNT) {
      this.flush();
      return;
    }
    this.timer ??= this.timers.setTimeout(() => this.flush(), LOG_FLUSH_DELAY_MS);
  }

  get size(): number {
    return this.events.length;
  }

  flush(): void {
    if (this.timer !== null) {
      this.timers.clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.events.length === 0) return;
    const batch = this.events;
    this.events = [];
    this.send(batch);
  }
}
