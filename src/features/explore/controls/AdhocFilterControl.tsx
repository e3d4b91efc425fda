/** Filters: a tag per adhoc filter, each opening the filter editor. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popover, Tag } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectConf } from '../../shell';
import { configuredDefaultTimeRange } from './controlPanelDefaults';
import { useListItemEditing } from './useListItemEditing';
import type { AdhocFilter } from '../../charts';
import type { ControlComponentProps } from './controlComponentProps';
import { AdhocFilterEditor as AdhocFilterEditor } from './AdhocFilterEditor';
import { ControlHeader } from './ControlHeader';

/** How a filter reads on its tag: `region IN (EMEA, APAC)`, `state IS NULL`, or its SQL. */
export function describeFilter(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL')
    return `${filter.clause === 'HAVING' ? 'HAVING ' : ''}${filter.sqlExpression ?? ''}`;
  const comparator = filter.comparator;
  if (comparator === undefined || comparator === null) return `${filter.subject} ${filter.operator}`;
  if (Array.isArray(comparator)) return `${filter.subject} ${filter.operator} (${comparator.join(', ')})`;
  return `${filter.subject} ${filter.operator} ${String(comparator)}`;
}

export function AdhocFilterControl({
  name,
  config,
  value,
  onChange,
  validationErrors,
  datasource,
}: ControlComponentProps) {
  const filters = Array.isArray(value) ? (value as AdhocFilter[]) : [];
  const { editing, setEditing, save, remove } = useListItemEditing(filters, onChange);
  const defaultTimeRange = useAppSelector((state) => configuredDefaultTimeRange(selectConf(state)));
  const editorFor = (initial: AdhocFilter | null) => (
    <AdhocFilterEditor
      datasource={datasource}
      initial={initial}
      onSave={save}
      onCancel={() => setEditing(null)}
      defaultTimeRange={defaultTimeRange}
    />
  );
  return (
    <ControlHeader label={config.label} description={config.description} validationErrors={validationErrors}>
      <div data-control={name} style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {filters.map((filter, index) => (
          <Popover
            key={`${describeFilter(filter)}-${index}`}
            open={editing === index}
            onOpenChange={(open) => setEditing(open ? index : null)}
            trigger="click"
            destroyOnHidden
            content={editorFor(filter)}
          >
            <Tag
              closable={{ 'aria-label': `Remove ${describeFilter(filter)}` }}
              onClose={() => remove(index)}
              style={{ cursor: 'pointer' }}
              data-testid="filter-tag"
            >
              {describeFilter(filter)}
            </Tag>
          </Popover>
        ))}
        <Popover
          open={editing === 'new'}
          onOpenChange={(open) => setEditing(open ? 'new' : null)}
          trigger="click"
          destroyOnHidden
          content={editorFor(null)}
        >
          <Button size="small" type="dashed" icon={<PlusOutlined />} aria-label="Add filter">
            Add filter
          </Button>
        </Popover>
      </div>
    </ControlHeader>
  );
}
