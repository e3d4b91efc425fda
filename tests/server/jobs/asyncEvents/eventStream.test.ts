import { describe, expect, it } from 'vitest';
import { AsyncEventStream, type AsyncJobMetadata } from '../../../../server/jobs/asyncEvents';
import { parseStreamId, StreamIdClock } from '../../../../server/jobs/asyncEvents/streamIds';

function job(channel: string, jobId: string, status: AsyncJobMetadata['status'] = 'done'): AsyncJobMetadata {
  return {
    channel_id: channel,
    job_id: jobId,
    user_id: 1,
    status,
    errors: [],
    result_url: `/api/v1/chart/data/qc-${jobId}`,
  };
}

/** A clock the test moves by hand. */
function manualClock(start = 1_700_000_000_000): { now: () => number; set: (ms: number) => void } {
  let current = start;
  return { now: () => current, set: (ms) => (current = ms) };
}

describe('stream ids', () => {
  it('are Redis stream ids that increase within one millisecond and when the clock steps back', () => {
    const clock = manualClock(1_000);
    const ids = new StreamIdClock(clock.now);
    const first = ids.next();
    const second = ids.next();
    clock.set(500);
    const third = ids.next();
    clock.set(2_000);
    const fourth = ids.next();
    expect([first, second, third, fourth]).toEqual([
      { ms: 1_000, seq: 0 },
      { ms: 1_000, seq: 1 },
      { ms: 1_000, seq: 2 },
      { ms: 2_000, seq: 0 },
    ]);
  });

  it('parse with or without a sequence, and refuse anything else', () => {
    expect(parseStreamId('1607477697866-3')).toEqual({ ms: 1607477697866, seq: 3 });
    expect(parseStreamId('1607477697866')).toEqual({ ms: 1607477697866, seq: 0 });
    expect(parseStreamId('abc')).toBeNull();
    expect(parseStreamId('1-2-3')).toBeNull();
  });
});

describe('AsyncEventStream', () => {
  it('gives each event its job fields and an id of the form <ms>-<seq>', () => {
    const stream = new AsyncEventStream();
    const event = stream.publish(job('c1', 'j1'));
    expect(event).toEqual({ id: expect.stringMatching(/^\d{13}-\d+$/), ...job('c1', 'j1') });
  });

  it('reads a channel’s own events only, oldest first', () => {
    const stream = new AsyncEventStream();
    stream.publish(job('mine', 'a'));
    stream.publish(job('theirs', 'b'));
    stream.publish(job('mine', 'c'));
    expect(stream.read('mine', null).map((event) => event.job_id)).toEqual(['a', 'c']);
    expect(stream.read('theirs', null).map((event) => event.job_id)).toEqual(['b']);
    expect(stream.read('nobody', null)).toEqual([]);
  });

  it('reads the events strictly after last_id', () => {
    const stream = new AsyncEventStream();
    const [first, second, third] = ['a', 'b', 'c'].map((id) => stream.publish(job('ch', id)));
    expect(stream.read('ch', parseStreamId(first.id)).map((event) => event.id)).toEqual([second.id, third.id]);
    expect(stream.read('ch', parseStreamId(third.id))).toEqual([]);
    // An id older than every retained event gives them all; one from the future gives none.
    expect(stream.read('ch', { ms: 0, seq: 0 })).toHaveLength(3);
    expect(stream.read('ch', { ms: Date.now() + 60_000, seq: 0 })).toEqual([]);
  });

  it('answers at most 100 events per read', () => {
    const stream = new AsyncEventStream();
    for (let index = 0; index < 130; index += 1) stream.publish(job('ch', `j${index}`));
    const firstPage = stream.read('ch', null);
    expect(firstPage).toHaveLength(100);
    expect(firstPage[0].job_id).toBe('j0');
    const rest = stream.read('ch', parseStreamId(firstPage[99].id));
    expect(rest.map((event) => event.job_id)).toEqual(Array.from({ length: 30 }, (_, index) => `j${index + 100}`));
  });

  it('keeps the newest events of a channel up to the count limit', () => {
    const stream = new AsyncEventStream({ maxEventsPerChannel: 3, maxAgeMs: 60_000 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) stream.publish(job('ch', id));
    stream.publish(job('other', 'x'));
    expect(stream.read('ch', null).map((event) => event.job_id)).toEqual(['c', 'd', 'e']);
    expect(stream.read('other', null)).toHaveLength(1);
  });

  it('drops events older than the age limit, and forgets channels left empty', () => {
    const clock = manualClock(1_000_000);
    const stream = new AsyncEventStream({ maxEventsPerChannel: 100, maxAgeMs: 10_000 }, clock.now);
    stream.publish(job('old', 'a'));
    clock.set(1_005_000);
    stream.publish(job('mixed', 'b'));
    clock.set(1_009_000);
    stream.publish(job('mixed', 'c'));
    expect(stream.channelCount).toBe(2);
    clock.set(1_012_000);
    expect(stream.read('old', null)).toEqual([]);
    expect(stream.read('mixed', null).map((event) => event.job_id)).toEqual(['b', 'c']);
    expect(stream.channelCount).toBe(1);
    clock.set(1_016_000);
    expect(stream.read('mixed', null).map((event) => event.job_id)).toEqual(['c']);
    clock.set(1_020_000);
    expect(stream.read('mixed', null)).toEqual([]);
    expect(stream.channelCount).toBe(0);
  });

  it('hands new events to the channel’s subscribers until they unsubscribe, whatever another listener does', () => {
    const stream = new AsyncEventStream();
    const received: string[] = [];
    stream.subscribe('ch', () => {
      throw new Error('a closed socket');
    });
    const unsubscribe = stream.subscribe('ch', (event) => received.push(event.job_id));
    stream.subscribe('other', (event) => received.push(`other:${event.job_id}`));
    stream.publish(job('ch', 'a'));
    unsubscribe();
    stream.publish(job('ch', 'b'));
    expect(received).toEqual(['a']);
  });
});
