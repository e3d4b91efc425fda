/**
 * The metric editor: a saved metric, a SIMPLE aggregate over a column, or a custom SQL expression,
 * with an editable label.
 */
import { Button, Input, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import type { Aggregate, AdhocMetric, QueryMetric } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { getMetricLabel } from '../../charts';

const AGGREGATES: readonly Aggregate[] = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'];

interface AdhocMetricEditorProps {
  datasource: DatasourceMeta | null;
  initial: QueryMetric | null;
  onSave: (metric: QueryMetric) => void;
  onCancel: () => void;
}

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

function initialTab(metric: QueryMetric | null): Tab {
  if (typeof metric === 'string') return 'SAVED';
  if (metric?.expressionType === 'SQL') return 'SQL';
  return 'SIMPLE';
}

let optionCounter = 0;
function newOptionName(): string {
  optionCounter += 1;
  return `metric_${Date.now().toString(36)}_${optionCounter}`;
}

export function AdhocMetricEditor({ datasource, initial, onSave, onCancel }: AdhocMetricEditorProps) {
  const [tab, setTab] = useState<Tab>(initialTab(initial));
  const [saved, setSaved] = useState<string | undefined>(typeof initial === 'string' ? initial : undefined);
  const simple = initial && typeof initial !== 'string' && initial.expressionType === 'SIMPLE' ? initial : null;
  const sql = initial && typeof initial !== 'string' && initial.expressionType === 'SQL' ? initial : null;
  const [column, setColumn] = useState<string | undefined>(simple?.column.column_name);
  const [aggregate, setAggregate] = useState<Aggregate | undefined>(simple?.aggregate);
  const [sqlExpression, setSqlExpression] = useState(sql?.sqlExpression ?? '');
  const [label, setLabel] = useState(
    initial && typeof initial !== 'string' && initial.hasCustomLabel ? (initial.label ?? '') : '',
  );

  const draft: QueryMetric | null = (() => {
    const optionName = initial && typeof initial !== 'string' ? initial.optionName : undefined;
    if (tab === 'SAVED') return saved ?? null;
    if (tab === 'SIMPLE') {
      if (!column || !aggregate) return null;
      const metric: AdhocMetric = {
        expressionType: 'SIMPLE',
        aggregate,
        column: { column_name: column },
        optionName: optionName ?? newOptionName(),
      };
      return label.trim()
        ? { ...metric, label: label.trim(), hasCustomLabel: true }
        : { ...metric, label: getMetricLabel(metric), hasCustomLabel: false };
    }
    if (!sqlExpression.trim()) return null;
    const metric: AdhocMetric = {
      expressionType: 'SQL',
      sqlExpression: sqlExpression.trim(),
      optionName: optionName ?? newOptionName(),
    };
    return label.trim()
      ? { ...metric, label: label.trim(), hasCustomLabel: true }
      : { ...metric, label: metric.sqlExpression, hasCustomLabel: false };
  })();

  const columns = (datasource?.columns ?? []).map((c) => ({
    value: c.column_name,
    label: c.verbose_name || c.column_name,
  }));
  const metrics = (datasource?.metrics ?? []).map((m) => ({
    value: m.metric_name,
    label: m.verbose_name || m.metric_name,
  }));

  return (
    <div style={{ width: 360 }} data-testid="adhoc-metric-editor">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        size="small"
        items={[
          {
            key: 'SAVED',
            label: 'Saved',
            children: (
              <Select
                aria-label="Saved metric"
                style={{ width: '100%' }}
                showSearch={{ optionFilterProp: 'label' }}
                value={saved}
                options={metrics}
                onChange={setSaved}
                placeholder="Select a saved metric"
              />
            ),
          },
          {
            key: 'SIMPLE',
            label: 'Simple',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Select
                  aria-label="Column"
                  style={{ width: '100%' }}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={column}
                  options={columns}
                  onChange={setColumn}
                  placeholder="Select column"
                />
                <Select
                  aria-label="Aggregate"
                  style={{ width: '100%' }}
                  value={aggregate}
                  options={AGGREGATES.map((value) => ({ value, label: value }))}
                  onChange={setAggregate}
                  placeholder="Select aggregate options"
                />
              </Space>
            ),
          },
          {
            key: 'SQL',
            label: 'Custom SQL',
            children: (
              <Input.TextArea
                aria-label="SQL expression"
                rows={4}
                value={sqlExpression}
                onChange={(event) => setSqlExpression(event.target.value)}
                placeholder="e.g. SUM(amount) / COUNT(*)"
                style={{ fontFamily: 'monospace' }}
              />
            ),
          },
        ]}
      />
      {tab !== 'SAVED' ? (
        <Input
          aria-label="Metric label"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          placeholder={draft ? getMetricLabel(draft) : 'Label'}
          style={{ marginTop: 8 }}
        />
      ) : null}
      <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={onCancel}>Close</Button>
        <Button type="primary" disabled={!draft} onClick={() => draft && onSave(draft)}>
          Save
        </Button>
      </Space>
    </div>
  );
}
