import { Select, type SelectOption, type SelectValue } from '../Select';

interface ListFilterSelectProps {
  /** The accessible name, also shown as the placeholder. */
  label: string;
  width: number;
  options: SelectOption[];
  value: SelectValue | null;
  onChange: (value: SelectValue) => void;
  loading?: boolean;
}

/** One clearable filter select of a list's filter bar. */
export function ListFilterSelect({ label, width, options, value, onChange, loading }: ListFilterSelectProps) {
  return (
    <div style={{ width }}>
      <Select
        ariaLabel={label}
        placeholder={label}
        allowClear
        loading={loading}
        options={options}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

/** A yes/no filter's choice for its value: 'yes', 'no', or null when it does not filter. */
export function choiceOfBoolean(value: boolean | undefined): 'yes' | 'no' | null {
  if (value === undefined) return null;
  return value ? 'yes' : 'no';
}

/** A yes/no filter's value for the chosen option; undefined when cleared. */
export function booleanOfChoice(value: SelectValue): boolean | undefined {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}
