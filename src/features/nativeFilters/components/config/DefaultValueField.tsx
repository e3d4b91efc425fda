/**
 * A filter's default value, in the shape its type stores (reference §3.6): values of the column
 * for a value filter (typed values are kept too), bounds for a range, a time range string, a
 * grain code or a temporal column.
 */
import { Input, InputNumber, Select, Space } from 'antd';
import type { DatasourceMeta } from '../../../../api/datasourceTypes';
import { columnChoices, columnLabel } from '../../rules/configFormColumns';
import { TIME_GRAIN_OPTIONS } from '../../rules/timeGrains';
import type { NativeFilterConfig } from '../../rules/filterTypes';
import { useColumnValues } from './useColumnValues';

interface DefaultValueFieldProps {
  filter: NativeFilterConfig;
  dataset: DatasourceMeta | null;
  value: unknown;
  onChange(value: unknown): void;
}

function SelectDefault({ filter, value, onChange }: DefaultValueFieldProps) {
  const target = filter.targets[0] ?? {};
  const { values, loading, error } = useColumnValues(target.datasetId, target.column?.name);
  const chosen = Array.isArray(value)
    ? value.filter((item) => typeof item === 'string' || typeof item === 'number')
    : [];
  const multi = filter.controlValues?.multiSelect !== false;
  return (
    <Select<(string | number)[]>
      aria-label="Default value"
      data-test="default-value-select"
      mode="tags"
      maxCount={multi ? undefined : 1}
      loading={loading}
      status={error ? 'warning' : undefined}
      placeholder={error ?? 'Select a value'}
      value={chosen}
      options={values.map((item) => ({ value: item, label: String(item) }))}
      onChange={(next) => onChange(next.length ? next : null)}
    />
  );
}

function RangeDefault({ value, onChange }: DefaultValueFieldProps) {
  const [min, max] = Array.isArray(value) ? value : [null, null];
  const bound = (item: unknown) => (typeof item === 'number' ? item : null);
  const update = (next: [number | null, number | null]) => onChange(next[0] === null && next[1] === null ? null : next);
  return (
    <Space>
      <InputNumber aria-label="Minimum" value={bound(min)} onChange={(next) => update([next, bound(max)])} />
      <InputNumber aria-label="Maximum" value={bound(max)} onChange={(next) => update([bound(min), next])} />
    </Space>
  );
}

export function DefaultValueField(props: DefaultValueFieldProps) {
  const { filter, dataset, value, onChange } = props;
  switch (filter.filterType) {
    case 'filter_select':
      return <SelectDefault {...props} />;
    case 'filter_range':
      return <RangeDefault {...props} />;
    case 'filter_time':
      return (
        <Input
          aria-label="Default value"
          placeholder="Last week"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || null)}
        />
      );
    case 'filter_timegrain':
      return (
        <Select<string>
          aria-label="Default value"
          allowClear
          value={typeof value === 'string' ? value : undefined}
          options={[...TIME_GRAIN_OPTIONS]}
          onChange={(next) => onChange(next ?? null)}
        />
      );
    case 'filter_timecolumn':
      return (
        <Select<string>
          aria-label="Default value"
          allowClear
          value={typeof value === 'string' ? value : undefined}
          options={columnChoices(dataset?.columns ?? [], 'filter_timecolumn').map((column) => ({
            value: column.column_name,
            label: columnLabel(column),
          }))}
          onChange={(next) => onChange(next ?? null)}
        />
      );
    default:
      return null;
  }
}
