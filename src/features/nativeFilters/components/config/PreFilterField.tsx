/**
 * 'Pre-filter available values': simple adhoc filters (column, operator, value) and a time range
 * on a time column, applied to the filter's option query. Operators follow spec §5: IS NULL and
 * IS NOT NULL take no value, IN and NOT IN a comma-separated list, the rest one value.
 */
import { Button, Input, Select, Space } from 'antd';
import type { DatasourceMeta } from '../../../../api/datasourceTypes';
import { columnChoices, columnLabel } from '../../rules/configFormColumns';

interface SimpleAdhocFilter {
  expressionType: 'SIMPLE';
  clause: 'WHERE';
  subject: string;
  operator: string;
  comparator: string | string[] | null;
}

const OPERATORS = ['==', '!=', '>', '<', '>=', '<=', 'IN', 'NOT IN', 'LIKE', 'ILIKE', 'IS NULL', 'IS NOT NULL'];
const NO_VALUE = new Set(['IS NULL', 'IS NOT NULL']);
const MANY_VALUES = new Set(['IN', 'NOT IN']);

function isSimpleFilter(value: unknown): value is SimpleAdhocFilter {
  return (
    typeof value === 'object' && value !== null && (value as { expressionType?: unknown }).expressionType === 'SIMPLE'
  );
}

/** The comparator an operator takes, from what the user typed. */
function comparatorFor(operator: string, text: string): SimpleAdhocFilter['comparator'] {
  if (NO_VALUE.has(operator)) return null;
  if (MANY_VALUES.has(operator)) {
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  return text;
}

function comparatorText(comparator: SimpleAdhocFilter['comparator']): string {
  return Array.isArray(comparator) ? comparator.join(', ') : (comparator ?? '');
}

interface PreFilterFieldProps {
  dataset: DatasourceMeta | null;
  adhocFilters: unknown[];
  timeRange: string | null;
  granularity: string | null;
  onChange(change: { adhoc_filters?: unknown[]; time_range?: string | null; granularity_sqla?: string | null }): void;
}

export function PreFilterField({ dataset, adhocFilters, timeRange, granularity, onChange }: PreFilterFieldProps) {
  const columns = dataset?.columns ?? [];
  const columnOptions = columnChoices(columns, 'filter_select').map((column) => ({
    value: column.column_name,
    label: columnLabel(column),
  }));
  const temporalOptions = columnChoices(columns, 'filter_timecolumn').map((column) => ({
    value: column.column_name,
    label: columnLabel(column),
  }));
  const replace = (index: number, next: SimpleAdhocFilter | null) =>
    onChange({
      adhoc_filters: next
        ? adhocFilters.map((item, at) => (at === index ? next : item))
        : adhocFilters.filter((_item, at) => at !== index),
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-test="pre-filter">
      {adhocFilters.map((item, index) =>
        isSimpleFilter(item) ? (
          <Space key={index} wrap>
            <Select<string>
              aria-label="Pre-filter column"
              style={{ minWidth: 140 }}
              value={item.subject || undefined}
              options={columnOptions}
              onChange={(subject) => replace(index, { ...item, subject })}
            />
            <Select<string>
              aria-label="Pre-filter operator"
              style={{ minWidth: 110 }}
              value={item.operator}
              options={OPERATORS.map((operator) => ({ value: operator, label: operator }))}
              onChange={(operator) =>
                replace(index, {
                  ...item,
                  operator,
                  comparator: comparatorFor(operator, comparatorText(item.comparator)),
                })
              }
            />
            {!NO_VALUE.has(item.operator) && (
              <Input
                aria-label="Pre-filter value"
                value={comparatorText(item.comparator)}
                onChange={(event) =>
                  replace(index, { ...item, comparator: comparatorFor(item.operator, event.target.value) })
                }
              />
            )}
            <Button type="text" onClick={() => replace(index, null)}>
              Remove
            </Button>
          </Space>
        ) : null,
      )}
      <Button
        size="small"
        onClick={() =>
          onChange({
            adhoc_filters: [
              ...adhocFilters,
              { expressionType: 'SIMPLE', clause: 'WHERE', subject: '', operator: '==', comparator: '' },
            ],
          })
        }
      >
        Add filter
      </Button>
      <Input
        aria-label="Time range"
        value={timeRange ?? ''}
        placeholder="Time range: No filter"
        onChange={(event) => onChange({ time_range: event.target.value || null })}
      />
      <Select<string>
        aria-label="Time column"
        placeholder="Time column"
        allowClear
        value={granularity ?? undefined}
        options={temporalOptions}
        onChange={(next) => onChange({ granularity_sqla: next ?? null })}
      />
    </Space>
  );
}
