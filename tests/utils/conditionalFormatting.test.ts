// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  COMPARATOR,
  OPERATOR_OPTIONS,
  getCellColorFormatter,
  getOpacity,
  withAlpha,
  type ConditionalFormattingRule,
} from '../../src/utils/conditionalFormatting';

const rows = [10, 20, 30, 40, 50].map((value) => ({ revenue: value, region: 'EMEA' }));
const red = 'rgb(255,0,0)';

function colorOf(rule: ConditionalFormattingRule, value: unknown, column = 'revenue') {
  const formatter = getCellColorFormatter([{ column: 'revenue', colorScheme: red, ...rule }], rows);
  return formatter?.(column, value);
}

describe('table conditional formatting (spec charts §9 comparison operators)', () => {
  it('offers the spec operators in order', () => {
    expect(OPERATOR_OPTIONS).toEqual(['None', '>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤']);
  });

  it('scales opacity from the target (0.05) to the column extreme (1)', () => {
    expect(getOpacity(30, 30, 50)).toBe(0.05);
    expect(getOpacity(40, 30, 50)).toBe(0.53);
    expect(getOpacity(50, 30, 50)).toBe(1);
    expect(getOpacity(5, 5, 5)).toBe(1);
  });

  it('colours only values past a single target, more strongly further out', () => {
    const rule = { operator: COMPARATOR.GREATER_THAN, targetValue: 30 };
    expect(colorOf(rule, 30)).toBeUndefined();
    expect(colorOf(rule, 40)).toBe('rgba(255,0,0,0.53)');
    expect(colorOf(rule, 50)).toBe('rgba(255,0,0,1)');
    expect(colorOf({ operator: COMPARATOR.GREATER_OR_EQUAL, targetValue: 30 }, 30)).toBe('rgba(255,0,0,0.05)');
    expect(colorOf({ operator: COMPARATOR.LESS_THAN, targetValue: 30 }, 10)).toBe('rgba(255,0,0,1)');
    expect(colorOf({ operator: COMPARATOR.LESS_OR_EQUAL, targetValue: 30 }, 40)).toBeUndefined();
    expect(colorOf({ operator: COMPARATOR.EQUAL, targetValue: 20 }, 20)).toBe('rgba(255,0,0,1)');
    expect(colorOf({ operator: COMPARATOR.EQUAL, targetValue: 20 }, 21)).toBeUndefined();
    // ≠ runs towards the column end farther from the target (10 here).
    expect(colorOf({ operator: COMPARATOR.NOT_EQUAL, targetValue: 40 }, 10)).toBe('rgba(255,0,0,1)');
    expect(colorOf({ operator: COMPARATOR.NOT_EQUAL, targetValue: 40 }, 40)).toBeUndefined();
  });

  it('between variants include or exclude their ends', () => {
    const range = { targetValueLeft: 20, targetValueRight: 40 };
    expect(colorOf({ operator: COMPARATOR.BETWEEN, ...range }, 20)).toBeUndefined();
    expect(colorOf({ operator: COMPARATOR.BETWEEN, ...range }, 30)).toBe('rgba(255,0,0,0.53)');
    expect(colorOf({ operator: COMPARATOR.BETWEEN_OR_EQUAL, ...range }, 40)).toBe('rgba(255,0,0,1)');
    expect(colorOf({ operator: COMPARATOR.BETWEEN_OR_LEFT_EQUAL, ...range }, 20)).toBe('rgba(255,0,0,0.05)');
    expect(colorOf({ operator: COMPARATOR.BETWEEN_OR_LEFT_EQUAL, ...range }, 40)).toBeUndefined();
    expect(colorOf({ operator: COMPARATOR.BETWEEN_OR_RIGHT_EQUAL, ...range }, 20)).toBeUndefined();
    expect(colorOf({ operator: COMPARATOR.BETWEEN_OR_RIGHT_EQUAL, ...range }, 40)).toBe('rgba(255,0,0,1)');
  });

  it("'None' shades every value from the column minimum (transparent) to its maximum", () => {
    expect(colorOf({ operator: COMPARATOR.NONE }, 10)).toBe('rgba(255,0,0,0)');
    expect(colorOf({ operator: COMPARATOR.NONE }, 30)).toBe('rgba(255,0,0,0.5)');
  });

  it('ignores incomplete rules, other columns, nulls and text; the last matching rule wins', () => {
    expect(getCellColorFormatter([{ column: 'revenue', colorScheme: red, operator: '>' }], rows)).toBeNull();
    expect(getCellColorFormatter(undefined, rows)).toBeNull();
    const rule = { operator: COMPARATOR.GREATER_THAN, targetValue: 30 };
    expect(colorOf(rule, 50, 'region')).toBeUndefined();
    expect(colorOf(rule, null)).toBeUndefined();
    expect(colorOf(rule, 'EMEA')).toBeUndefined();
    const formatter = getCellColorFormatter(
      [
        { column: 'revenue', colorScheme: red, operator: '>', targetValue: 10 },
        { column: 'revenue', colorScheme: 'rgb(0,255,0)', operator: '>', targetValue: 40 },
      ],
      rows,
    );
    expect(formatter?.('revenue', 50)).toBe('rgba(0,255,0,1)');
    expect(formatter?.('revenue', 30)).toBe('rgba(255,0,0,0.53)');
  });

  it('turns theme colour names and hex colours into translucent colours', () => {
    expect(withAlpha('colorSuccess', 1)).toBe('#5ac189ff');
    expect(withAlpha('#e04355', 0.5)).toBe('#e0435580');
    expect(colorOf({ operator: COMPARATOR.GREATER_THAN, targetValue: '30' }, 50)).toBe('rgba(255,0,0,1)');
  });
});
