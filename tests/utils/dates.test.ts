// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeTimestamp } from '../../src/utils/dates';

describe('normalizeTimestamp', () => {
  it('turns a zoneless date-time into ISO form ending in Z', () => {
    expect(normalizeTimestamp('2024-01-02 03:04:05')).toBe('2024-01-02T03:04:05Z');
    expect(normalizeTimestamp('2024-01-02T03:04:05')).toBe('2024-01-02T03:04:05Z');
    expect(normalizeTimestamp('2024-01-02 03:04:05.123456')).toBe('2024-01-02T03:04:05.123456Z');
    expect(normalizeTimestamp('2024-01-02T03:04')).toBe('2024-01-02T03:04:00Z');
    expect(normalizeTimestamp('2024-01-02')).toBe('2024-01-02T00:00:00Z');
  });

  it('leaves a timestamp already in Z as it is', () => {
    expect(normalizeTimestamp('2024-01-02T03:04:05Z')).toBe('2024-01-02T03:04:05Z');
    expect(normalizeTimestamp('2024-01-02T03:04:05.120Z')).toBe('2024-01-02T03:04:05.120Z');
  });

  it('converts an offset to UTC', () => {
    expect(normalizeTimestamp('2024-01-02T03:04:05+02:00')).toBe('2024-01-02T01:04:05Z');
    expect(normalizeTimestamp('2024-01-02 03:04:05-0530')).toBe('2024-01-02T08:34:05Z');
    expect(normalizeTimestamp('2024-01-02T03:04:05.5+01')).toBe('2024-01-02T02:04:05.500Z');
  });

  it('formats epoch milliseconds and dates', () => {
    expect(normalizeTimestamp(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(normalizeTimestamp(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02T00:00:00.000Z');
  });

  it('returns what it cannot read unchanged', () => {
    expect(normalizeTimestamp('yesterday')).toBe('yesterday');
    expect(normalizeTimestamp('2024-13-45 99:99:99')).toBe('2024-13-45 99:99:99');
  });
});
