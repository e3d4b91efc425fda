// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currencySymbol, getValueFormatter, readCurrencyFormat } from '../../src/utils/currencyFormat';

describe('currency format (Superset currency_format)', () => {
  it('puts the currency symbol before or after the number in the chart format', () => {
    expect(getValueFormatter(',.2f', { symbol: 'USD', symbolPosition: 'prefix' })(12345.432)).toBe('$ 12,345.43');
    expect(getValueFormatter(',.2f', { symbol: 'EUR', symbolPosition: 'suffix' })(12345.432)).toBe('12,345.43 €');
    expect(getValueFormatter(undefined, { symbol: 'GBP', symbolPosition: 'prefix' })(1_234_567)).toBe('£ 1.23M');
  });

  it("drops the format's own $ and % so the value is not marked twice", () => {
    expect(getValueFormatter('$,.2f', { symbol: 'EUR', symbolPosition: 'prefix' })(3.5)).toBe('€ 3.50');
    expect(getValueFormatter('.3%', { symbol: 'USD', symbolPosition: 'suffix' })(12.5)).toBe('12.5 $');
  });

  it('without a currency (or an unknown code) is the plain number format; null stays empty', () => {
    expect(getValueFormatter(',.2f', null)(3.5)).toBe('3.50');
    expect(getValueFormatter(',.2f', { symbolPosition: 'prefix' })(3.5)).toBe('3.50');
    expect(getValueFormatter(',.2f', { symbol: 'NOPE1', symbolPosition: 'prefix' })(3.5)).toBe('3.50');
    expect(getValueFormatter(',.2f', { symbol: 'USD', symbolPosition: 'prefix' })(null)).toBe('');
  });

  it('reads the stored control value', () => {
    expect(readCurrencyFormat({ symbol: 'JPY' })).toEqual({ symbol: 'JPY', symbolPosition: 'prefix' });
    expect(readCurrencyFormat({ symbol: '' })).toBeNull();
    expect(readCurrencyFormat('USD')).toBeNull();
    expect(currencySymbol('JPY')).toBe('¥');
  });
});
