// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { D3_FORMAT_OPTIONS, formatNumber } from '../../src/utils/numberFormat';
import { D3_TIME_FORMAT_OPTIONS, formatTime } from '../../src/utils/timeFormat';

describe('number formats (spec charts §9)', () => {
  it('SMART_NUMBER is the default and adapts to the magnitude', () => {
    expect(formatNumber(undefined, 0)).toBe('0');
    expect(formatNumber('SMART_NUMBER', 12345.432)).toBe('12.3k');
    expect(formatNumber('SMART_NUMBER', 3_210_000_000)).toBe('3.21B');
    expect(formatNumber('SMART_NUMBER', 12.345)).toBe('12.35');
    expect(formatNumber('SMART_NUMBER', 0.012345)).toBe('0.0123');
    expect(formatNumber('SMART_NUMBER', 0.0000123)).toBe('12.3µ');
    expect(formatNumber('SMART_NUMBER_SIGNED', 5)).toBe('+5');
  });

  it('reads every d3 format of the spec', () => {
    const value = 12345.432;
    expect(formatNumber(',d', value)).toBe('12,345');
    expect(formatNumber('.1s', value)).toBe('10k');
    expect(formatNumber('.3s', value)).toBe('12.3k');
    expect(formatNumber(',.1%', value)).toBe('1,234,543.2%');
    expect(formatNumber('.2%', value)).toBe('1234543.20%');
    expect(formatNumber('.3%', value)).toBe('1234543.200%');
    expect(formatNumber('.4r', value)).toBe('12350');
    expect(formatNumber(',.1f', value)).toBe('12,345.4');
    expect(formatNumber(',.2f', value)).toBe('12,345.43');
    expect(formatNumber(',.3f', value)).toBe('12,345.432');
    expect(formatNumber('+,', value)).toBe('+12,345.432');
    expect(formatNumber('$,.2f', value)).toBe('$12,345.43');
  });

  it('formats durations', () => {
    expect(formatNumber('DURATION', 66000)).toBe('1m 6s');
    expect(formatNumber('DURATION_SUB', 1.40008)).toBe('1ms 400µs 80ns');
    expect(formatNumber('DURATION_COL', 10500)).toBe('0:10.5');
    expect(formatNumber('DURATION_SECONDS', 66)).toBe('1m 6s');
  });

  it('falls back to SMART_NUMBER for a format d3 cannot read, and shows nothing for null', () => {
    expect(formatNumber('.1q', 12345.432)).toBe('12.3k');
    expect(formatNumber(',d', null)).toBe('');
  });

  it('offers the spec formats as choices', () => {
    const values = D3_FORMAT_OPTIONS.map(([value]) => value);
    expect(values).toEqual(
      expect.arrayContaining([
        'SMART_NUMBER',
        ',d',
        '.1s',
        '.3s',
        ',.1%',
        '.2%',
        '.3%',
        '.4r',
        ',.1f',
        ',.2f',
        ',.3f',
        '+,',
        '$,.2f',
        '.1h',
        '.3h',
      ]),
    );
    expect(values.filter((value) => value.startsWith('DURATION'))).toHaveLength(4);
  });
});

describe('time formats (spec charts §9)', () => {
  const moment = Date.UTC(2019, 0, 14, 1, 32, 10);
  it('formats in UTC with the spec formats', () => {
    expect(formatTime('%b %Y', moment)).toBe('Jan 2019');
    expect(formatTime('%d/%m/%Y', moment)).toBe('14/01/2019');
    expect(formatTime('%m/%d/%Y', moment)).toBe('01/14/2019');
    expect(formatTime('%Y-%m-%d', moment)).toBe('2019-01-14');
    expect(formatTime('%Y-%m-%d %H:%M:%S', moment)).toBe('2019-01-14 01:32:10');
    expect(formatTime('%H:%M:%S', moment)).toBe('01:32:10');
    expect(formatTime('%Y', moment)).toBe('2019');
    expect(formatTime('%m/%d', moment)).toBe('01/14');
  });

  it('smart_date picks the coarsest distinguishing unit', () => {
    expect(formatTime(undefined, Date.UTC(2020, 0, 1))).toBe('2020');
    expect(formatTime('smart_date', Date.UTC(2020, 2, 1))).toBe('March');
    expect(formatTime('smart_date', Date.UTC(2020, 2, 3))).toBe('Tue 03');
    expect(formatTime('smart_date', Date.UTC(2020, 2, 3, 14))).toBe('02 PM');
  });

  it('offers smart_date first', () => {
    expect(D3_TIME_FORMAT_OPTIONS[0]![0]).toBe('smart_date');
  });
});
