/**
 * A filter's form in the modal's right pane: 'Settings' (type, name, dataset, column, settings,
 * description) and 'Scoping' (the tree of tabs and charts). Changing the type, dataset or column
 * drops what no longer fits (the column, the default value, pre-filters, the sort metric).
 */
import { useEffect, useState } from 'react';
import { Form, Input, Select, Tabs } from 'antd';
import { FILTER_TYPE_OPTIONS, typeNeedsColumn, typeNeedsDataset, type ItemErrors } from '../../rules/configForm';
import { columnChoices, columnLabel } from '../../rules/configFormColumns';
import type { NativeFilterConfig } from '../../rules/filterTypes';
import type { ScopeLayout } from '../../rules/scope';
import { DatasetField } from './DatasetField';
import { FilterSettings } from './FilterSettings';
import { ScopeTree } from './ScopeTree';
import { useDatasetMeta } from './useDatasetMeta';

const NO_DEFAULT = { extraFormData: {}, filterState: {}, ownState: {} };

interface FilterFormProps {
  filter: NativeFilterConfig;
  parentChoices: { id: string; name: string }[];
  errors: ItemErrors;
  /** Changes on every refused save that selected this filter. */
  attention: number;
  layout: ScopeLayout;
  charts: { id: number; sliceName: string; datasetId: number | null }[];
  onChange(filter: NativeFilterConfig): void;
}

export function FilterForm({ filter, parentChoices, errors, attention, layout, charts, onChange }: FilterFormProps) {
  const [tab, setTab] = useState('settings');
  // A refused save shows its messages, which live on the settings tab.
  useEffect(() => {
    if (attention > 0) setTab('settings');
  }, [attention]);
  const target = filter.targets[0] ?? {};
  const { dataset, loading, error } = useDatasetMeta(target.datasetId);
  const needsDataset = typeNeedsDataset(filter.filterType);
  const needsColumn = typeNeedsColumn(filter.filterType);
  const columns = columnChoices(dataset?.columns ?? [], filter.filterType);

  const changeType = (filterType: string) =>
    onChange({
      ...filter,
      filterType,
      targets: [
        {
          ...(typeNeedsDataset(filterType) && target.datasetId !== undefined ? { datasetId: target.datasetId } : {}),
          ...(typeNeedsColumn(filterType) && target.column ? { column: target.column } : {}),
        },
      ],
      defaultDataMask: NO_DEFAULT,
    });
  const changeDataset = (datasetId: number | undefined) =>
    onChange({
      ...filter,
      targets: [datasetId === undefined ? {} : { datasetId }],
      defaultDataMask: NO_DEFAULT,
      adhoc_filters: [],
      granularity_sqla: null,
      sortMetric: null,
    });
  const changeColumn = (column: string | undefined) =>
    onChange({
      ...filter,
      targets: [
        {
          ...(target.datasetId !== undefined ? { datasetId: target.datasetId } : {}),
          ...(column ? { column: { name: column } } : {}),
        },
      ],
      defaultDataMask: NO_DEFAULT,
    });

  const settings = (
    <Form layout="vertical" component="div">
      <Form.Item label="Filter Type">
        <Select<string>
          aria-label="Filter Type"
          data-test="filter-type-select"
          value={filter.filterType}
          options={FILTER_TYPE_OPTIONS.map((option) => ({ ...option }))}
          onChange={changeType}
        />
      </Form.Item>
      <Form.Item label="Filter name" required validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
        <Input
          data-test="filter-name-input"
          aria-label="Filter name"
          value={filter.name}
          onChange={(event) => onChange({ ...filter, name: event.target.value })}
        />
      </Form.Item>
      {needsDataset && (
        <Form.Item
          label="Dataset"
          required
          validateStatus={errors.dataset ? 'error' : error ? 'warning' : undefined}
          help={errors.dataset ?? error ?? undefined}
        >
          <DatasetField value={target.datasetId} valueLabel={dataset?.name} onChange={changeDataset} />
        </Form.Item>
      )}
      {needsColumn && (
        <Form.Item label="Column" required validateStatus={errors.column ? 'error' : undefined} help={errors.column}>
          <Select<string>
            aria-label="Column"
            data-test="filter-column-select"
            showSearch
            allowClear
            loading={loading}
            disabled={target.datasetId === undefined}
            value={target.column?.name}
            options={columns.map((column) => ({ value: column.column_name, label: columnLabel(column) }))}
            onChange={(next) => changeColumn(next ?? undefined)}
          />
        </Form.Item>
      )}
      <FilterSettings
        filter={filter}
        dataset={dataset}
        parentChoices={parentChoices}
        errors={errors}
        focusParents={errors.parents ? attention : 0}
        onChange={onChange}
      />
      <Form.Item label="Description">
        <Input.TextArea
          aria-label="Description"
          rows={3}
          value={filter.description ?? ''}
          onChange={(event) => onChange({ ...filter, description: event.target.value })}
        />
      </Form.Item>
    </Form>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'settings', label: 'Settings', children: settings },
        {
          key: 'scoping',
          label: 'Scoping',
          children: (
            <ScopeTree
              scope={filter.scope ?? { rootPath: ['ROOT_ID'], excluded: [] }}
              layout={layout}
              charts={charts}
              datasetId={target.datasetId}
              onChange={(scope) => onChange({ ...filter, scope })}
            />
          ),
        },
      ]}
    />
  );
}
