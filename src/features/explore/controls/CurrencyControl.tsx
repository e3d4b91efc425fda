/**
 * Superset's currency format control: where the symbol goes (prefix or suffix) and which currency,
 * stored as `{symbolPosition, symbol}`; clearing the currency stores no currency format.
 */
import { Select } from 'antd';
import {
  CURRENCY_CODES,
  CURRENCY_POSITION_OPTIONS,
  currencySymbol,
  readCurrencyFormat,
} from '../../../utils/currencyFormat';
import type { ControlComponentProps } from './controlComponentProps';
import { ControlHeader } from './ControlHeader';

const POSITION_LABEL = 'Prefix or suffix';
const CURRENCY_LABEL = 'Currency';

const currencyOptions = CURRENCY_CODES.map((code) => ({
  value: code,
  label: `${currencySymbol(code) ?? ''} (${code})`,
}));

export function CurrencyControl({ name, config, value, onChange, validationErrors }: ControlComponentProps) {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const current = readCurrencyFormat(value);
  const position = current?.symbolPosition ?? (stored.symbolPosition === 'suffix' ? 'suffix' : 'prefix');
  return (
    <ControlHeader label={config.label} description={config.description} validationErrors={validationErrors}>
      <div data-control={name} style={{ display: 'flex', gap: 8 }}>
        <Select
          aria-label={POSITION_LABEL}
          style={{ flex: 1 }}
          value={position}
          options={CURRENCY_POSITION_OPTIONS.map(([option, label]) => ({ value: option, label }))}
          onChange={(symbolPosition: string) =>
            onChange(current ? { symbolPosition, symbol: current.symbol } : { symbolPosition })
          }
        />
        <Select
          aria-label={CURRENCY_LABEL}
          style={{ flex: 1 }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={CURRENCY_LABEL}
          value={current?.symbol}
          options={currencyOptions}
          onChange={(symbol: string | undefined) => onChange(symbol ? { symbolPosition: position, symbol } : null)}
          popupMatchSelectWidth={false}
        />
      </div>
    </ControlHeader>
  );
}
