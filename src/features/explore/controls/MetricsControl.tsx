/** Metrics: saved metrics or adhoc ones, each a tag that opens the metric editor. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popover, Tag } from 'antd';
import { useListItemEditing } from './useListItemEditing';
import type { QueryMetric } from '../../../api/chartDataTypes';
import { getMetricLabel } from '../../charts';
import type { ControlComponentProps } from './controlComponentProps';
import { AdhocMetricEditor } from './AdhocMetricEditor';
import { ControlHeader } from './ControlHeader';

function toList(value: unknown): QueryMetric[] {
  if (Array.isArray(value)) return value.filter((metric): metric is QueryMetric => metric !== null && metric !== '');
  return value === null || value === undefined || value === '' ? [] : [value as QueryMetric];
}

/** A saved metric reads as its verbose name (as in the dataset panel); an adhoc one as its label. */
export function metricTagText(metric: QueryMetric, datasource: ControlComponentProps['datasource']): string {
  if (typeof metric === 'string') {
    const saved = datasource?.metrics.find((candidate) => candidate.metric_name === metric);
    return saved?.verbose_name || metric;
  }
  return getMetricLabel(metric);
}

export function MetricsControl({ name, config, value, onChange, validationErrors, datasource }: ControlComponentProps) {
  const multi = config.multi !== false;
  const metrics = toList(value);
  // A single metric control keeps the last one saved (none once removed).
  const { editing, setEditing, save, remove } = useListItemEditing(metrics, (next) =>
    onChange(multi ? next : (next.at(-1) ?? null)),
  );
  const editor = (index: number | 'new') => (
    <AdhocMetricEditor
      datasource={datasource}
      initial={index === 'new' ? null : (metrics[index] ?? null)}
      onSave={save}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <ControlHeader label={config.label} description={config.description} validationErrors={validationErrors}>
      <div data-control={name} style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {metrics.map((metric, index) => (
          <Popover
            key={`${getMetricLabel(metric)}-${index}`}
            open={editing === index}
            onOpenChange={(open) => setEditing(open ? index : null)}
            trigger="click"
            content={editor(index)}
            destroyOnHidden
          >
            <Tag
              closable={{ 'aria-label': `Remove ${metricTagText(metric, datasource)}` }}
              onClose={() => remove(index)}
              style={{ cursor: 'pointer' }}
              data-testid="metric-tag"
            >
              {metricTagText(metric, datasource)}
            </Tag>
          </Popover>
        ))}
        {multi || metrics.length === 0 ? (
          <Popover
            open={editing === 'new'}
            onOpenChange={(open) => setEditing(open ? 'new' : null)}
            trigger="click"
            content={editor('new')}
            destroyOnHidden
          >
            <Button size="small" type="dashed" icon={<PlusOutlined />} aria-label={`Add ${config.label}`}>
              {multi ? 'Add metric' : 'Add metric'}
            </Button>
          </Popover>
        ) : null}
      </div>
    </ControlHeader>
  );
}
