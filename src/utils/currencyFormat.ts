/**
 * Superset's currency format (`currency_format` in form data: `{symbol, symbolPosition}`): an ISO
 * 4217 code shown as its symbol before ('$ 1.2k') or after ('1.2k €') the number. The number keeps
 * the chart's number format, less any '$' or '%' of its own so the value is not marked twice.
 */
import { getNumberFormatter, type NumberFormatter } from './numberFormat';

type CurrencySymbolPosition = 'prefix' | 'suffix';

/** Superset's default CURRENCIES setting: the codes the control offers. */
export const CURRENCY_CODES: readonly string[] = ['USD', 'EUR', 'GBP', 'INR', 'MXN', 'JPY', 'CNY'];

export const CURRENCY_POSITION_OPTIONS: readonly (readonly [CurrencySymbolPosition, string])[] = [
  ['prefix', 'Prefix'],
  ['suffix', 'Suffix'],
];

/** The form data's currency format when it names a currency; anything else is no currency. */
export function readCurrencyFormat(value: unknown): { symbol: string; symbolPosition: CurrencySymbolPosition } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { symbol, symbolPosition } = value as Record<string, unknown>;
  if (typeof symbol !== 'string' || symbol === '') return null;
  return { symbol, symbolPosition: symbolPosition === 'suffix' ? 'suffix' : 'prefix' };
}

const symbols = new Map<string, string | null>();

/** 'USD' → '$', 'EUR' → '€' (the en-US narrowest common form); null for a code Intl does not know. */
export function currencySymbol(code: string): string | null {
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? null;
    } catch {
      symbol = null;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}

const cache = new Map<string, NumberFormatter>();

/**
 * The formatter of a chart's values: its number format, with the currency symbol when the form
 * data's currency format names one (big number, table metrics, timeseries axis and tooltip, pie).
 */
export function getValueFormatter(numberFormat: unknown, currencyFormat?: unknown): NumberFormatter {
  const formatString = typeof numberFormat === 'string' ? numberFormat : undefined;
  const currency = readCurrencyFormat(currencyFormat);
  const symbol = currency ? currencySymbol(currency.symbol) : null;
  if (!currency || symbol === null) return getNumberFormatter(formatString);
  const key = `${currency.symbolPosition}|${symbol}|${formatString ?? ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    const formatNumber = getNumberFormatter(formatString?.replace('$', '').replace('%', ''));
    const prefix = currency.symbolPosition === 'prefix';
    formatter = (value) => {
      const text = formatNumber(value);
      if (text === '') return text;
      return prefix ? `${symbol} ${text}` : `${text} ${symbol}`;
    };
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * The currency of one metric: the chart's currency format when it names a currency, else the one
 * the dataset sets on that metric (the datasource's `currency_formats`, by metric name).
 */
export function metricCurrencyFormat(currencyFormat: unknown, datasourceCurrencies: unknown, metric: string): unknown {
  if (readCurrencyFormat(currencyFormat)) return currencyFormat;
  if (typeof datasourceCurrencies !== 'object' || datasourceCurrencies === null) return null;
  return (datasourceCurrencies as Record<string, unknown>)[metric] ?? null;
}
