import { describe, expect, it } from 'vitest';
import {
  resolveTimeRange,
  shiftTimeRange,
  TimeRangeError,
  type TimeRangeOptions,
} from '../../../server/query/timeRange';

// Friday 15 March 2024, 14:30:45 (UTC wall clock).
const NOW = new Date('2024-03-15T14:30:45.000Z');

function iso(d: Date | null): string | null {
  return d === null ? null : d.toISOString().replace('.000Z', '');
}

function range(phrase: string | null | undefined, options: TimeRangeOptions = {}): [string | null, string | null] {
  const { since, until } = resolveTimeRange(phrase, { now: NOW, ...options });
  return [iso(since), iso(until)];
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TimeRangeError);
    return (error as Error).message;
  }
  throw new Error('expected a TimeRangeError');
}

const D = (s: string) => `${s}T00:00:00`;

describe('resolveTimeRange: no filter', () => {
  it.each([['No filter'], [''], [null], [undefined], ['  ']])('%j is unbounded', (phrase) => {
    expect(range(phrase)).toEqual([null, null]);
  });
});

describe('resolveTimeRange: Last / Next shorthands', () => {
  it.each([
    ['Last day', '2024-03-14', '2024-03-15'],
    ['Last week', '2024-03-08', '2024-03-15'],
    ['Last month', '2024-02-15', '2024-03-15'],
    ['Last quarter', '2023-12-15', '2024-03-15'],
    ['Last year', '2023-03-15', '2024-03-15'],
    ['Last 7 days', '2024-03-08', '2024-03-15'],
    ['Last 2 months', '2024-01-15', '2024-03-15'],
  ])('%s → [today − unit, today)', (phrase, since, until) => {
    expect(range(phrase)).toEqual([D(since), D(until)]);
  });

  it('sub-day units anchor on now', () => {
    expect(range('Last 3 hours')).toEqual(['2024-03-15T11:30:45', '2024-03-15T14:30:45']);
    expect(range('Last minute')).toEqual(['2024-03-15T14:29:45', '2024-03-15T14:30:45']);
    expect(range('Next 30 seconds')).toEqual(['2024-03-15T14:30:45', '2024-03-15T14:31:15']);
  });

  it('Next N units runs forward from today', () => {
    expect(range('Next 2 weeks')).toEqual([D('2024-03-15'), D('2024-03-29')]);
    expect(range('Next year')).toEqual([D('2024-03-15'), D('2025-03-15')]);
  });

  it('relative anchors "now" keep the time of day', () => {
    expect(range('Last week', { relativeStart: 'now', relativeEnd: 'now' })).toEqual([
      '2024-03-08T14:30:45',
      '2024-03-15T14:30:45',
    ]);
    expect(range('Last day', { relativeStart: 'now' })).toEqual(['2024-03-14T14:30:45', D('2024-03-15')]);
  });

  it('month arithmetic clamps to the end of a shorter month', () => {
    const now = new Date('2024-03-31T08:00:00Z');
    const { since, until } = resolveTimeRange('Last month', { now });
    expect([iso(since), iso(until)]).toEqual([D('2024-02-29'), D('2024-03-31')]);
  });
});

describe('resolveTimeRange: calendar periods', () => {
  it.each([
    ['previous calendar week', '2024-03-04', '2024-03-11'],
    ['previous calendar month', '2024-02-01', '2024-03-01'],
    ['previous calendar quarter', '2023-10-01', '2024-01-01'],
    ['previous calendar year', '2023-01-01', '2024-01-01'],
    ['Current day', '2024-03-15', '2024-03-16'],
    ['Current week', '2024-03-11', '2024-03-18'],
    ['Current month', '2024-03-01', '2024-04-01'],
    ['Current quarter', '2024-01-01', '2024-04-01'],
    ['Current year', '2024-01-01', '2025-01-01'],
  ])('%s', (phrase, since, until) => {
    expect(range(phrase)).toEqual([D(since), D(until)]);
  });

  it('weeks start on Monday, also when today is a Sunday or a Monday', () => {
    const sunday = new Date('2024-03-17T10:00:00Z');
    const monday = new Date('2024-03-18T10:00:00Z');
    expect(iso(resolveTimeRange('previous calendar week', { now: sunday }).since)).toBe(D('2024-03-04'));
    expect(iso(resolveTimeRange('previous calendar week', { now: monday }).since)).toBe(D('2024-03-11'));
  });

  it('first week/month of a period is a range', () => {
    expect(range('first week of this year')).toEqual([D('2024-01-01'), D('2024-01-08')]);
    expect(range('first month of last quarter')).toEqual([D('2023-10-01'), D('2023-11-01')]);
    expect(range('first week of the month')).toEqual([D('2024-03-01'), D('2024-03-08')]);
  });
});

describe('resolveTimeRange: "since : until" ranges', () => {
  it('ISO dates and datetimes', () => {
    expect(range('2020-01-01 : 2020-02-01')).toEqual([D('2020-01-01'), D('2020-02-01')]);
    expect(range('2020-01-01T10:00:00 : 2020-01-02T12:30:00')).toEqual(['2020-01-01T10:00:00', '2020-01-02T12:30:00']);
    expect(range('2020-01-01 10:00 : 2020-01-02 12:30:05')).toEqual(['2020-01-01T10:00:00', '2020-01-02T12:30:05']);
    expect(range('2020 : 2021-06')).toEqual([D('2020-01-01'), D('2021-06-01')]);
    expect(range('2020-01-01T02:00:00+02:00 : 2020-01-02T00:00:00Z')).toEqual([D('2020-01-01'), D('2020-01-02')]);
  });

  it('an empty side is unbounded', () => {
    expect(range('2020-01-01 : ')).toEqual([D('2020-01-01'), null]);
    expect(range(' : 2020-01-01')).toEqual([null, D('2020-01-01')]);
    expect(range('No filter : 2020-01-01')).toEqual([null, D('2020-01-01')]);
  });

  it('relative words', () => {
    expect(range('2020-01-01 : now')).toEqual([D('2020-01-01'), '2024-03-15T14:30:45']);
    expect(range('yesterday : tomorrow')).toEqual([D('2024-03-14'), D('2024-03-16')]);
    expect(range('today : now')).toEqual([D('2024-03-15'), '2024-03-15T14:30:45']);
  });

  it('"N units ago / later" (date units reset to midnight, sub-day units keep the time)', () => {
    expect(range('7 days ago : today')).toEqual([D('2024-03-08'), D('2024-03-15')]);
    expect(range('1 month ago : 2 weeks later')).toEqual([D('2024-02-15'), D('2024-03-29')]);
    expect(range('3 hours ago : now')).toEqual(['2024-03-15T11:30:45', '2024-03-15T14:30:45']);
    expect(range('1 year ago : 3 days from now')).toEqual([D('2023-03-15'), D('2024-03-18')]);
    expect(range('2 quarters ago : today')).toEqual([D('2023-09-15'), D('2024-03-15')]);
  });

  it('this / last / next / prior N unit on a side', () => {
    expect(range('last 2 weeks : this week')).toEqual([D('2024-03-01'), D('2024-03-15')]);
    expect(range('prior month : next 3 days')).toEqual([D('2024-02-15'), D('2024-03-18')]);
    expect(range('last hour : now')).toEqual(['2024-03-15T13:30:45', '2024-03-15T14:30:45']);
  });

  it('start of / end of / first of', () => {
    expect(range('start of this month : end of this month')).toEqual([D('2024-03-01'), D('2024-03-31')]);
    expect(range('beginning of last year : start of this year')).toEqual([D('2023-01-01'), D('2024-01-01')]);
    expect(range('start of prior 2 quarters : end of last week')).toEqual([D('2023-07-01'), D('2024-03-10')]);
    expect(range('first of this month : first day of next month')).toEqual([D('2024-03-01'), D('2024-04-01')]);
    expect(range('first of the year : today')).toEqual([D('2024-01-01'), D('2024-03-15')]);
  });
});

describe('resolveTimeRange: expressions', () => {
  const at = (expression: string) => iso(resolveTimeRange(`${expression} : `, { now: NOW }).since);

  it('DATETIME', () => {
    expect(at("DATETIME('today')")).toBe(D('2024-03-15'));
    expect(at("DATETIME('now')")).toBe('2024-03-15T14:30:45');
    expect(at('DATETIME("2020-05-06T07:08:09")')).toBe('2020-05-06T07:08:09');
  });

  it('DATEADD with every unit, clamping months, case-insensitive', () => {
    expect(at("DATEADD(DATETIME('2024-03-15'), -7, day)")).toBe(D('2024-03-08'));
    expect(at("DATEADD(DATETIME('2024-03-31'), -1, month)")).toBe(D('2024-02-29'));
    expect(at("DATEADD(DATETIME('2024-02-29'), 1, YEAR)")).toBe(D('2025-02-28'));
    expect(at("DATEADD(DATETIME('2024-01-31'), 1, quarter)")).toBe(D('2024-04-30'));
    expect(at("DATEADD(DATETIME('2024-01-01'), 2, week)")).toBe(D('2024-01-15'));
    expect(at("dateadd(datetime('2024-01-01'), 90, minute)")).toBe('2024-01-01T01:30:00');
    expect(at("DATEADD(DATETIME('2024-01-01'), 5, second)")).toBe('2024-01-01T00:00:05');
    expect(at("DATEADD(DATETIME('2024-01-01'), -1, hour,)")).toBe('2023-12-31T23:00:00');
  });

  it('DATETRUNC', () => {
    const base = "DATETIME('2024-03-15T14:30:45')";
    expect(at(`DATETRUNC(${base}, year)`)).toBe(D('2024-01-01'));
    expect(at(`DATETRUNC(${base}, quarter)`)).toBe(D('2024-01-01'));
    expect(at(`DATETRUNC(${base}, month)`)).toBe(D('2024-03-01'));
    expect(at(`DATETRUNC(${base}, week)`)).toBe(D('2024-03-11'));
    expect(at(`DATETRUNC(${base}, day)`)).toBe(D('2024-03-15'));
    expect(at(`DATETRUNC(${base}, hour)`)).toBe('2024-03-15T14:00:00');
    expect(at(`DATETRUNC(${base}, minute)`)).toBe('2024-03-15T14:30:00');
  });

  it('LASTDAY', () => {
    const base = "DATETIME('2024-02-10T09:00:00')";
    expect(at(`LASTDAY(${base}, month)`)).toBe(D('2024-02-29'));
    expect(at(`LASTDAY(${base}, quarter)`)).toBe(D('2024-03-31'));
    expect(at(`LASTDAY(${base}, year)`)).toBe(D('2024-12-31'));
    expect(at(`LASTDAY(${base}, week)`)).toBe(D('2024-02-11'));
    expect(at(`LASTDAY(${base}, day)`)).toBe(D('2024-02-10'));
  });

  it('DATEDIFF as the DATEADD amount', () => {
    expect(at("DATEADD(DATETIME('2024-01-01'), DATEDIFF(DATETIME('2024-01-01'), DATETIME('2024-01-31')), day)")).toBe(
      D('2024-01-31'),
    );
    expect(
      at("DATEADD(DATETIME('2024-01-01'), DATEDIFF(DATETIME('2020-06-01'), DATETIME('2024-01-01'), year), year)"),
    ).toBe(D('2028-01-01'));
  });

  it('HOLIDAY (US holidays)', () => {
    expect(at("HOLIDAY('Christmas')")).toBe(D('2024-12-25'));
    expect(at("HOLIDAY('Thanksgiving', DATETIME('2023-01-01'))")).toBe(D('2023-11-23'));
    expect(at("HOLIDAY('Memorial Day', DATETIME('2024-01-01'), 'US')")).toBe(D('2024-05-27'));
    expect(errorOf(() => range("HOLIDAY('Festivus') : now"))).toBe('Unable to find such a holiday: [Festivus]');
  });

  it('a full range made of expressions', () => {
    expect(range("DATEADD(DATETIME('today'), -7, day) : DATETRUNC(DATETIME('now'), hour)")).toEqual([
      D('2024-03-08'),
      '2024-03-15T14:00:00',
    ]);
  });
});

describe('resolveTimeRange: errors', () => {
  it('since after until', () => {
    expect(errorOf(() => range('2021-01-01 : 2020-01-01'))).toBe('From date cannot be larger than to date');
  });

  it('equal ends are allowed', () => {
    expect(range('2021-01-01 : 2021-01-01')).toEqual([D('2021-01-01'), D('2021-01-01')]);
  });

  it('a bare amount is ambiguous', () => {
    expect(errorOf(() => range('7 days : today'))).toBe(
      'Time string is ambiguous. Please specify [7 days ago] or [7 days later].',
    );
  });

  it.each([
    ['foo', 'Cannot parse time string [foo]'],
    ['2020-01-01', 'Cannot parse time string [2020-01-01]'],
    ['previous calendar day', 'Cannot parse time string [previous calendar day]'],
    ['Last fortnight', 'Cannot parse time string [Last fortnight]'],
    ['2020-13-01 : 2021-01-01', 'Cannot parse time string [2020-13-01]'],
    ['2020-02-30 : 2021-01-01', 'Cannot parse time string [2020-02-30]'],
    ['someday : now', 'Cannot parse time string [someday]'],
    ["DATEADD(DATETIME('today'), x, day) : now", "Cannot parse time string [DATEADD(DATETIME('today'), x, day)]"],
    [
      "DATETRUNC(DATETIME('today'), fortnight) : now",
      "Cannot parse time string [DATETRUNC(DATETIME('today'), fortnight)]",
    ],
    ["DATETIME('today') extra : now", "Cannot parse time string [DATETIME('today') extra]"],
    ["LASTDAY(DATETIME('today'), hour) : now", "Cannot parse time string [LASTDAY(DATETIME('today'), hour)]"],
  ])('%s', (phrase, message) => {
    expect(errorOf(() => range(phrase))).toBe(message);
  });
});

describe('shiftTimeRange', () => {
  const march = { since: new Date('2024-03-01T00:00:00Z'), until: new Date('2024-03-31T00:00:00Z') };
  const shifted = (offset: string, base = march) => {
    const { since, until } = shiftTimeRange(base, offset);
    return [iso(since), iso(until)];
  };

  it.each([
    ['1 day ago', '2024-02-29', '2024-03-30'],
    ['1 week ago', '2024-02-23', '2024-03-24'],
    ['28 days ago', '2024-02-02', '2024-03-03'],
    ['30 days ago', '2024-01-31', '2024-03-01'],
    ['52 weeks ago', '2023-03-03', '2023-04-02'],
    ['1 year ago', '2023-03-01', '2023-03-31'],
    ['104 weeks ago', '2022-03-04', '2022-04-03'],
    ['2 years ago', '2022-03-01', '2022-03-31'],
    ['156 weeks ago', '2021-03-05', '2021-04-04'],
    ['3 years ago', '2021-03-01', '2021-03-31'],
    ['1 month later', '2024-04-01', '2024-04-30'],
    ['1 quarter ago', '2023-12-01', '2023-12-31'],
    ['inherit', '2024-01-31', '2024-03-01'],
    ['2023-01-01', '2023-01-01', '2023-01-31'],
  ])('%s', (offset, since, until) => {
    expect(shifted(offset)).toEqual([D(since), D(until)]);
  });

  it('clamps a leap day a year back to 28 February', () => {
    const leap = { since: new Date('2024-02-29T00:00:00Z'), until: new Date('2024-03-01T00:00:00Z') };
    expect(shifted('1 year ago', leap)).toEqual([D('2023-02-28'), D('2023-03-01')]);
  });

  it('needs both ends', () => {
    expect(errorOf(() => shiftTimeRange({ since: null, until: new Date() }, '1 year ago'))).toBe(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
  });

  it('rejects an offset without a direction or that it cannot read', () => {
    expect(errorOf(() => shiftTimeRange(march, '1 year'))).toBe(
      'Time delta is ambiguous. Please specify [1 year ago] or [1 year later].',
    );
    expect(errorOf(() => shiftTimeRange(march, 'a while ago'))).toBe('Cannot parse time string [a while ago]');
  });
});
