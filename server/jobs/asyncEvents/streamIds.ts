/**
 * Event ids in Redis stream form, `<milliseconds>-<sequence>` (e.g. `1607477697866-0`): strictly
 * increasing, across every channel, even when the clock stands still or steps back.
 */

export interface StreamId {
  ms: number;
  seq: number;
}

/** `1607477697866-0`, or a bare `1607477697866` (sequence 0), as Redis reads a range start. */
const STREAM_ID_PATTERN = /^(\d{1,15})(?:-(\d{1,15}))?$/;

/** The parsed id, or null when the text is not one. */
export function parseStreamId(text: string): StreamId | null {
  const match = STREAM_ID_PATTERN.exec(text);
  if (!match) return null;
  return { ms: Number(match[1]), seq: match[2] === undefined ? 0 : Number(match[2]) };
}

export function formatStreamId(id: StreamId): string {
  return `${id.ms}-${id.seq}`;
}

/** Negative when a comes first, positive when b does, 0 when equal. */
export function compareStreamIds(a: StreamId, b: StreamId): number {
  return a.ms !== b.ms ? a.ms - b.ms : a.seq - b.seq;
}

/** Hands out increasing ids: the current time, with a sequence for ids within one millisecond. */
export class StreamIdClock {
  private last: StreamId = { ms: 0, seq: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  next(): StreamId {
    const ms = this.now();
    this.last = ms > this.last.ms ? { ms, seq: 0 } : { ms: this.last.ms, seq: this.last.seq + 1 };
    return this.last;
  }
}
