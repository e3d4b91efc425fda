// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { D3_FORMAT_OPTIONS, formatNumber } from '../../src/utils/numberFormat';

describe('human-readable number formats .1h and .3h (spec charts §9)', () => {
  it('scales to k, M, B and T with at most that many decimals, trailing zeros dropped', () => {
    expect(formatNumber('.1h', 12345.432)).toBe('12.3k');
    expect(formatNumber('.3h', 12345.432)).toBe('12.345k');
    expect(formatNumber('.1h', 1_234_567)).toBe('1.2M');
    expect(formatNumber('.1h', 2_000_000_000)).toBe('2B');
    expect(formatNumber('.3h', 4.5e12)).toBe('4.5T');
  });

  it('keeps small values and the sign, and rounds up into the next unit', () => {
    expect(formatNumber('.1h', 0.5)).toBe('0.5');
    expect(formatNumber('.1h', 999)).toBe('999');
    expect(formatNumber('.1h', -12_345)).toBe('-12.3k');
    expect(formatNumber('.1h', 999_960)).toBe('1M');
    expect(formatNumber('.3h', null)).toBe('');
  });

  it('is offered with its preview in the number-format choices', () => {
    const labels = new Map(D3_FORMAT_OPTIONS.map(([value, label]) => [value, label]));
    expect(labels.get('.1h')).toBe('.1h (12345.432 => 12.3k)');
    expect(labels.get('.3h')).toBe('.3h (12345.432 => 12.345k)');
    expect(labels.get('DURATION_SUB')).toBe('Duration in ms (1.40008 => 1ms 400µs 80ns)');
  });
});
