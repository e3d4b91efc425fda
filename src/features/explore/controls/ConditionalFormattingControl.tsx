/**
 * Superset's conditional formatting control (table chart): a tag per rule ('sum__revenue > 1000'),
 * each opening the rule editor, and a button adding one. The columns offered come from the
 * control's `choicesFromState` (the table's metrics, or its numeric columns in raw mode).
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popover, Tag } from 'antd';
import { useListItemEditing } from './useListItemEditing';
import { COMPARATOR, isRangeComparator, type ConditionalFormattingRule } from '../../../utils/conditionalFormatting';
import type { ControlComponentProps } from './controlComponentProps';
import { ConditionalFormattingRuleEditor } from './ConditionalFormattingRuleEditor';
import { ControlHeader } from './ControlHeader';

const ADD_LABEL = 'Add new formatter';

/** How a rule reads on its tag: 'revenue > 1000', '10 < x < 20' with the column for x, or the column alone. */
export function describeRule(rule: ConditionalFormattingRule, columnLabel: string): string {
  if (!rule.operator || rule.operator === COMPARATOR.NONE) return columnLabel;
  if (isRangeComparator(rule.operator))
    return `${rule.targetValueLeft} ${rule.operator.replace('x', columnLabel)} ${rule.targetValueRight}`;
  return `${columnLabel} ${rule.operator} ${rule.targetValue}`;
}

export function ConditionalFormattingControl({
  name,
  config,
  value,
  onChange,
  validationErrors,
  datasource,
  formData,
}: ControlComponentProps) {
  const rules = Array.isArray(value) ? (value as ConditionalFormattingRule[]) : [];
  const { editing, setEditing, save: apply, remove } = useListItemEditing(rules, onChange);
  const columns = config.choicesFromState?.({ datasource, formData }) ?? config.choices ?? [];
  const labelOf = (column: string | undefined) =>
    columns.find(([choice]) => String(choice) === column)?.[1] ?? column ?? '';
  const editor = (initial: ConditionalFormattingRule | null) => (
    <ConditionalFormattingRuleEditor columns={columns} initial={initial} onApply={apply} />
  );
  return (
    <ControlHeader label={config.label} description={config.description} validationErrors={validationErrors}>
      <div data-control={name} style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {rules.map((rule, index) => {
          const text = describeRule(rule, labelOf(rule.column));
          return (
            <Popover
              key={`${text}-${index}`}
              open={editing === index}
              onOpenChange={(open) => setEditing(open ? index : null)}
              trigger="click"
              destroyOnHidden
              title="Edit formatter"
              content={editor(rule)}
            >
              <Tag
                closable={{ 'aria-label': `Remove ${text}` }}
                onClose={() => remove(index)}
                style={{ cursor: 'pointer' }}
                data-testid="conditional-formatting-rule"
              >
                {text}
              </Tag>
            </Popover>
          );
        })}
        <Popover
          open={editing === 'new'}
          onOpenChange={(open) => setEditing(open ? 'new' : null)}
          trigger="click"
          destroyOnHidden
          title={ADD_LABEL}
          content={editor(null)}
        >
          <Button size="small" type="dashed" icon={<PlusOutlined />} aria-label={ADD_LABEL}>
            {ADD_LABEL}
          </Button>
        </Popover>
      </div>
    </ControlHeader>
  );
}
