/** The filter editor: SIMPLE (column, operator, value(s)) or custom SQL in WHERE or HAVING. */
import { Button, Input, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import type { FilterValue } from '../../../api/chartDataTypes';
import type { AdhocFilter } from '../../charts';
import { Select as MultiValueSelect } from '../../../components/Select';
import { FILTER_OPERATORS, operatorArity } from './filterOperators';
import { TimeRangePicker } from './TimeRangeControl';
import { NO_TIME_RANGE } from '../../../../common/timeRange';

interface AdhocFilterEditorProps {
  datasource: DatasourceMeta | null;
  initial: AdhocFilter | null;
  onSave: (filter: AdhocFilter) => void;
  onCancel: () => void;
  /** What a time-range filter without a range of its own means: the configured DEFAULT_TIME_FILTER. */
  defaultTimeRange?: string;
}

function parseComparatorValue(text: string, numeric: boolean): FilterValue {
  if (!numeric) return text;
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}

export function AdhocFilterEditor({
  datasource,
  initial,
  onSave,
  onCancel,
  defaultTimeRange = NO_TIME_RANGE,
}: AdhocFilterEditorProps) {
  const [tab, setTab] = useState<'SIMPLE' | 'SQL'>(initial?.expressionType ?? 'SIMPLE');
  const [subject, setSubject] = useState<string | undefined>(initial?.subject);
  const [operator, setOperator] = useState<string>(initial?.operator ?? '==');
  const [single, setSingle] = useState<string>(
    initial && !Array.isArray(initial.comparator) && initial.comparator !== undefined && initial.comparator !== null
      ? String(initial.comparator)
      : '',
  );
  const [many, setMany] = useState<(string | number)[]>(
    Array.isArray(initial?.comparator) ? (initial.comparator.filter((v) => v !== null) as (string | number)[]) : [],
  );
  const [clause, setClause] = useState<'WHERE' | 'HAVING'>(initial?.clause ?? 'WHERE');
  const [sql, setSql] = useState(initial?.sqlExpression ?? '');

  const column = datasource?.columns.find((c) => c.column_name === subject);
  const numeric = column?.type_generic === 'numeric' || column?.type_generic === 0;
  const arity = operatorArity(operator);
  // A time-range filter without a range of its own means the configured default, as in Superset.
  const singleValue = single === '' && operator === 'TEMPORAL_RANGE' ? defaultTimeRange : single;

  const draft: AdhocFilter | null = (() => {
    if (tab === 'SQL') return sql.trim() ? { expressionType: 'SQL', clause, sqlExpression: sql.trim() } : null;
    if (!subject) return null;
    if (arity === 'none') return { expressionType: 'SIMPLE', clause: 'WHERE', subject, operator };
    if (arity === 'many')
      return many.length ? { expressionType: 'SIMPLE', clause: 'WHERE', subject, operator, comparator: many } : null;
    return singleValue !== ''
      ? {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject,
          operator,
          comparator: parseComparatorValue(singleValue, numeric),
        }
      : null;
  })();

  const columns = (datasource?.columns ?? [])
    .filter((c) => c.filterable !== false)
    .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }));

  return (
    <div style={{ width: 380 }} data-testid="adhoc-filter-editor">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'SIMPLE' | 'SQL')}
        size="small"
        items={[
          {
            key: 'SIMPLE',
            label: 'Simple',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Select
                  aria-label="Filter column"
                  style={{ width: '100%' }}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={subject}
                  options={columns}
                  onChange={setSubject}
                  placeholder="Select column"
                />
                <Select
                  aria-label="Operator"
                  style={{ width: '100%' }}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={operator}
                  options={FILTER_OPERATORS.map((o) => ({ value: o.operator, label: o.label }))}
                  onChange={setOperator}
                />
                {arity === 'many' ? (
                  <MultiValueSelect
                    ariaLabel="Filter values"
                    mode="multiple"
                    allowNewOptions
                    options={many.map((v) => ({ value: v, label: String(v) }))}
                    value={many}
                    onChange={(next) =>
                      setMany(
                        Array.isArray(next)
                          ? next.map((v) => (numeric ? parseComparatorValue(String(v), true) : v) as string | number)
                          : [],
                      )
                    }
                  />
                ) : null}
                {arity === 'single' && operator === 'TEMPORAL_RANGE' ? (
                  <TimeRangePicker value={singleValue} onChange={setSingle} />
                ) : null}
                {arity === 'single' && operator !== 'TEMPORAL_RANGE' ? (
                  <Input
                    aria-label="Filter value"
                    value={single}
                    onChange={(event) => setSingle(event.target.value)}
                    placeholder="Filter value (case sensitive)"
                  />
                ) : null}
              </Space>
            ),
          },
          {
            key: 'SQL',
            label: 'Custom SQL',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Select
                  aria-label="Clause"
                  value={clause}
                  onChange={setClause}
                  options={[
                    { value: 'WHERE', label: 'WHERE' },
                    { value: 'HAVING', label: 'HAVING' },
                  ]}
                  style={{ width: 120 }}
                />
                <Input.TextArea
                  aria-label="SQL filter"
                  rows={3}
                  value={sql}
                  onChange={(event) => setSql(event.target.value)}
                  style={{ fontFamily: 'monospace' }}
                />
              </Space>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={onCancel}>Close</Button>
        <Button type="primary" disabled={!draft} onClick={() => draft && onSave(draft)}>
          Save
        </Button>
      </Space>
    </div>
  );
}
