/**
 * The 'Filter settings' block of a filter's form: pre-filter, sorting, parent filters, the default
 * value and the type's switches (labels as in Superset's configuration modal).
 */
import { useEffect, useRef, useState } from 'react';
import { Checkbox, Form, Radio, Select, type RefSelectProps } from 'antd';
import type { DatasourceMeta } from '../../../../api/datasourceTypes';
import { typeHasOptionQuery, type ItemErrors } from '../../rules/configForm';
import type { FilterControlValues, NativeFilterConfig } from '../../rules/filterTypes';
import { DefaultValueField } from './DefaultValueField';
import { PreFilterField } from './PreFilterField';

const SELECT_SWITCHES: { key: keyof FilterControlValues; label: string }[] = [
  { key: 'defaultToFirstItem', label: 'Select first filter value by default' },
  { key: 'multiSelect', label: 'Can select multiple values' },
  { key: 'enableEmptyFilter', label: 'Filter value is required' },
  { key: 'inverseSelection', label: 'Inverse selection' },
  { key: 'searchAllOptions', label: 'Dynamically search all filter values' },
];
const REQUIRED_SWITCH = SELECT_SWITCHES.filter(({ key }) => key === 'enableEmptyFilter');

interface FilterSettingsProps {
  filter: NativeFilterConfig;
  dataset: DatasourceMeta | null;
  parentChoices: { id: string; name: string }[];
  errors: ItemErrors;
  /** Changes when a save was refused on this filter's parents: the parent field takes the focus. */
  focusParents: number;
  onChange(filter: NativeFilterConfig): void;
}

function defaultValueOf(filter: NativeFilterConfig): unknown {
  return filter.defaultDataMask?.filterState?.value;
}

function withDefaultValue(filter: NativeFilterConfig, value: unknown): NativeFilterConfig {
  const present = value !== undefined && value !== null;
  return {
    ...filter,
    defaultDataMask: { extraFormData: {}, filterState: present ? { value } : {}, ownState: {} },
  };
}

export function FilterSettings({
  filter,
  dataset,
  parentChoices,
  errors,
  focusParents,
  onChange,
}: FilterSettingsProps) {
  const controlValues = filter.controlValues ?? {};
  const value = defaultValueOf(filter);
  const [hasDefault, setHasDefault] = useState(value !== undefined && value !== null);
  const [hasPreFilter, setHasPreFilter] = useState(
    (filter.adhoc_filters?.length ?? 0) > 0 || (!!filter.time_range && filter.time_range !== 'No filter'),
  );
  const [hasParents, setHasParents] = useState((filter.cascadeParentIds?.length ?? 0) > 0);
  const parentsRef = useRef<RefSelectProps>(null);
  useEffect(() => {
    if (focusParents > 0) parentsRef.current?.focus();
  }, [focusParents]);

  const setControl = (key: keyof FilterControlValues, checked: boolean) => {
    const next = { ...filter, controlValues: { ...controlValues, [key]: checked } };
    // The first value is picked at use, so a fixed default would never show.
    if (key === 'defaultToFirstItem' && checked) {
      setHasDefault(false);
      onChange(withDefaultValue(next, null));
    } else onChange(next);
  };
  const hasSort = controlValues.sortAscending !== undefined;
  const optionQuery = typeHasOptionQuery(filter.filterType);
  const switches = filter.filterType === 'filter_select' ? SELECT_SWITCHES : REQUIRED_SWITCH;

  return (
    <div data-test="filter-settings">
      {optionQuery && (
        <Form.Item>
          <Checkbox
            checked={hasPreFilter}
            onChange={(event) => {
              setHasPreFilter(event.target.checked);
              if (!event.target.checked) {
                onChange({ ...filter, adhoc_filters: [], time_range: 'No filter', granularity_sqla: null });
              }
            }}
          >
            Pre-filter available values
          </Checkbox>
          {hasPreFilter && (
            <PreFilterField
              dataset={dataset}
              adhocFilters={filter.adhoc_filters ?? []}
              timeRange={filter.time_range ?? null}
              granularity={filter.granularity_sqla ?? null}
              onChange={(change) => onChange({ ...filter, ...change })}
            />
          )}
        </Form.Item>
      )}
      {filter.filterType === 'filter_select' && (
        <Form.Item>
          <Checkbox
            checked={hasSort}
            onChange={(event) => {
              const { sortAscending: _dropped, ...rest } = controlValues;
              onChange(
                event.target.checked
                  ? { ...filter, controlValues: { ...rest, sortAscending: true } }
                  : { ...filter, controlValues: rest, sortMetric: null },
              );
            }}
          >
            Sort filter values
          </Checkbox>
          {hasSort && (
            <>
              <Radio.Group
                value={controlValues.sortAscending !== false}
                onChange={(event) =>
                  onChange({
                    ...filter,
                    controlValues: { ...controlValues, sortAscending: event.target.value === true },
                  })
                }
                options={[
                  { value: true, label: 'Sort ascending' },
                  { value: false, label: 'Sort descending' },
                ]}
              />
              <Form.Item label="Sort Metric" style={{ marginTop: 8 }}>
                <Select<string>
                  aria-label="Sort Metric"
                  allowClear
                  value={filter.sortMetric ?? undefined}
                  options={(dataset?.metrics ?? []).map((metric) => ({
                    value: metric.metric_name,
                    label: metric.verbose_name || metric.metric_name,
                  }))}
                  onChange={(next) => onChange({ ...filter, sortMetric: next ?? null })}
                />
              </Form.Item>
            </>
          )}
        </Form.Item>
      )}
      <Form.Item validateStatus={errors.parents ? 'error' : undefined} help={errors.parents}>
        <Checkbox
          checked={hasParents}
          disabled={parentChoices.length === 0 && !hasParents}
          onChange={(event) => {
            setHasParents(event.target.checked);
            if (!event.target.checked) onChange({ ...filter, cascadeParentIds: [] });
          }}
        >
          Values are dependent on other filters
        </Checkbox>
        {hasParents && (
          <div data-test="parent-filters-field">
            <Select<string[]>
              ref={parentsRef}
              aria-label="Parent filters"
              mode="multiple"
              style={{ width: '100%' }}
              status={errors.parents ? 'error' : undefined}
              value={filter.cascadeParentIds ?? []}
              options={parentChoices.map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={(next) => onChange({ ...filter, cascadeParentIds: next })}
            />
          </div>
        )}
      </Form.Item>
      <Form.Item>
        <Checkbox
          checked={hasDefault}
          disabled={controlValues.defaultToFirstItem === true}
          onChange={(event) => {
            setHasDefault(event.target.checked);
            if (!event.target.checked) onChange(withDefaultValue(filter, null));
          }}
        >
          Filter has default value
        </Checkbox>
        {hasDefault && (
          <DefaultValueField
            filter={filter}
            dataset={dataset}
            value={value}
            onChange={(next) => onChange(withDefaultValue(filter, next))}
          />
        )}
      </Form.Item>
      {switches.map(({ key, label }) => (
        <Form.Item key={key} style={{ marginBottom: 4 }}>
          <Checkbox checked={controlValues[key] === true} onChange={(event) => setControl(key, event.target.checked)}>
            {label}
          </Checkbox>
        </Form.Item>
      ))}
    </div>
  );
}
