/** The dataset's columns (with their types) and saved metrics, searchable. */
import { Button, Input, Typography } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { ColumnKindBadge } from '../../../components/DataGrid/ColumnKindBadge';
import { resolveColumnKind } from '../../../components/DataGrid';

/** The panel's box, which Explore's placeholder takes before the panel itself is rendered. */
export const DATASOURCE_PANEL_STYLE: CSSProperties = {
  width: 240,
  flex: '0 0 240px',
  borderRight: '1px solid #eee',
  padding: 12,
  overflow: 'auto',
};

export function DatasourcePanel({
  datasource,
  onChangeDataset,
}: {
  datasource: DatasourceMeta;
  onChangeDataset?: () => void;
}) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const columns = useMemo(
    () =>
      datasource.columns.filter(
        (column) =>
          !needle ||
          column.column_name.toLowerCase().includes(needle) ||
          (column.verbose_name ?? '').toLowerCase().includes(needle),
      ),
    [datasource.columns, needle],
  );
  const metrics = useMemo(
    () =>
      datasource.metrics.filter(
        (metric) =>
          !needle ||
          metric.metric_name.toLowerCase().includes(needle) ||
          (metric.verbose_name ?? '').toLowerCase().includes(needle),
      ),
    [datasource.metrics, needle],
  );
  return (
    <aside aria-label="Dataset" style={DATASOURCE_PANEL_STYLE} data-testid="datasource-panel">
      <Typography.Title level={5} style={{ marginTop: 0 }} ellipsis title={datasource.name}>
        {datasource.name}
      </Typography.Title>
      {onChangeDataset ? (
        <Button size="small" style={{ marginBottom: 8 }} onClick={onChangeDataset}>
          Change dataset
        </Button>
      ) : null}
      <Input.Search
        aria-label="Search metrics & columns"
        placeholder="Search Metrics & Columns"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        allowClear
      />
      <Typography.Text
        strong
        style={{ display: 'block', marginTop: 12 }}
      >{`Metrics (${metrics.length})`}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {metrics.map((metric) => (
          <li key={metric.metric_name} title={metric.expression} style={{ padding: '2px 0' }}>
            <span style={{ fontFamily: 'monospace', color: '#888', marginRight: 6 }}>ƒ</span>
            {metric.verbose_name || metric.metric_name}
          </li>
        ))}
      </ul>
      <Typography.Text
        strong
        style={{ display: 'block', marginTop: 12 }}
      >{`Columns (${columns.length})`}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {columns.map((column) => (
          <li
            key={column.column_name}
            title={column.type ?? undefined}
            style={{ padding: '2px 0', display: 'flex', alignItems: 'center', gap: 6 }}
          >
            <ColumnKindBadge
              kind={resolveColumnKind({
                column_name: column.column_name,
                type: column.type ?? undefined,
                type_generic: column.type_generic ?? null,
                is_dttm: column.is_dttm,
              })}
              typeName={column.type ?? ''}
            />
            {column.verbose_name || column.column_name}
          </li>
        ))}
      </ul>
    </aside>
  );
}
