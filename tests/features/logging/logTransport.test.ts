// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { BEACON_EVENT_LIMIT, sendLogBatch } from '../../../src/features/logging/logTransport';

function transport() {
  return { beacon: vi.fn(() => true), post: vi.fn(async () => undefined) };
}

describe('sending a batch', () => {
  it('posts a batch above the beacon limit of 1024 events', () => {
    const sender = transport();
    const events = Array.from({ length: BEACON_EVENT_LIMIT + 1 }, (_, index) => ({ source: 'sqlLab', index }));
    sendLogBatch(events, sender);
    expect(BEACON_EVENT_LIMIT).toBe(1024);
    expect(sender.beacon).not.toHaveBeenCalled();
    expect(sender.post).toHaveBeenCalledWith('/superset/log/?explode=events', expect.any(String));
  });

  it('uses the beacon up to the limit', () => {
    const sender = transport();
    sendLogBatch(
      Array.from({ length: BEACON_EVENT_LIMIT }, () => ({ source: 'sqlLab' })),
      sender,
    );
    expect(sender.beacon).toHaveBeenCalledTimes(1);
    expect(sender.post).not.toHaveBeenCalled();
  });

  it('sends each dashboard’s and chart’s events with its own id in the query', () => {
    const sender = transport();
    sendLogBatch(
      [
        { source: 'dashboard', source_id: 1 },
        { source: 'dashboard', source_id: 1 },
        { source: 'explore', source_id: 9 },
        { source: 'explore', source_id: 0 },
      ],
      sender,
    );
    const urls = sender.beacon.mock.calls.map((call: unknown[]) => call[0]);
    expect(urls).toEqual([
      '/superset/log/?explode=events&dashboard_id=1',
      '/superset/log/?explode=events&slice_id=9',
      '/superset/log/?explode=events',
    ]);
  });
});
