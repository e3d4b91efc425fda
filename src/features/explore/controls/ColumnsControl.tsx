/** Dimensions: dataset columns (searchable, with their type) and custom SQL columns. */
import { Button, Input, Popover, Select, Space } from 'antd';
import { useId, useState } from 'react';
import type { AdhocColumn, QueryColumn } from '../../../api/chartDataTypes';
import { isAdhocColumn } from '../../charts';
import type { ControlComponentProps } from './controlComponentProps';
import { ControlHeader } from './ControlHeader';

function toList(value: unknown): QueryColumn[] {
  if (Array.isArray(value)) return value.filter((column): column is QueryColumn => column !== null && column !== '');
  return value === null || value === undefined || value === '' ? [] : [value as QueryColumn];
}

export function ColumnsControl({ name, config, value, onChange, validationErrors, datasource }: ControlComponentProps) {
  const id = useId();
  const multi = config.multi !== false;
  const columns = toList(value);
  const [sqlOpen, setSqlOpen] = useState(false);
  const [sql, setSql] = useState('');
  const [sqlLabel, setSqlLabel] = useState('');

  const adhoc = columns.filter(isAdhocColumn);
  const options = [
    ...(datasource?.columns ?? [])
      .filter((column) => column.groupby !== false)
      .map((column) => ({
        value: column.column_name,
        label: `${column.verbose_name || column.column_name}${column.type ? ` · ${column.type}` : ''}`,
      })),
    ...adhoc.map((column) => ({ value: `__adhoc__${column.label}`, label: `${column.label} (SQL)` })),
  ];
  const selected = columns.map((column) => (isAdhocColumn(column) ? `__adhoc__${column.label}` : column));

  const fromSelection = (values: string[]): QueryColumn[] =>
    values.map(
      (selectedValue) => adhoc.find((column) => `__adhoc__${column.label}` === selectedValue) ?? selectedValue,
    );

  const addSql = () => {
    const expression = sql.trim();
    if (!expression) return;
    const column: AdhocColumn = {
      expressionType: 'SQL',
      sqlExpression: expression,
      label: sqlLabel.trim() || expression,
    };
    onChange(multi ? [...columns, column] : column);
    setSql('');
    setSqlLabel('');
    setSqlOpen(false);
  };

  return (
    <ControlHeader
      label={config.label}
      description={config.description}
      validationErrors={validationErrors}
      htmlFor={id}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Select
          id={id}
          aria-label={config.label}
          data-control={name}
          style={{ width: '100%' }}
          mode={multi ? 'multiple' : undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={multi ? selected : (selected[0] ?? undefined)}
          options={options}
          onChange={(next: string | string[] | undefined) => {
            const values = Array.isArray(next) ? next : next ? [next] : [];
            const chosen = fromSelection(values);
            onChange(multi ? chosen : (chosen[0] ?? null));
          }}
          placeholder="Drop columns here or click"
        />
        <Popover
          open={sqlOpen}
          onOpenChange={setSqlOpen}
          trigger="click"
          content={
            <Space orientation="vertical" style={{ width: 320 }}>
              <Input.TextArea
                aria-label="Custom SQL column"
                rows={3}
                value={sql}
                onChange={(event) => setSql(event.target.value)}
                style={{ fontFamily: 'monospace' }}
              />
              <Input
                aria-label="Column label"
                placeholder="Label"
                value={sqlLabel}
                onChange={(event) => setSqlLabel(event.target.value)}
              />
              <Button type="primary" disabled={!sql.trim()} onClick={addSql}>
                Save
              </Button>
            </Space>
          }
        >
          <Button aria-label={`Add custom SQL to ${config.label}`}>SQL</Button>
        </Popover>
      </Space.Compact>
    </ControlHeader>
  );
}
