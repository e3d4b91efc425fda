/**
 * One conditional formatting rule: column, colour, operator and its target value (left and right
 * values for the range operators; none for 'None', which shades every value of the column).
 */
import { Button, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  COLOR_SCHEME_OPTIONS,
  COMPARATOR,
  OPERATOR_OPTIONS,
  isRangeComparator,
  type Comparator,
  type ConditionalFormattingRule,
} from '../../../utils/conditionalFormatting';

const REQUIRED = 'Required';
const LEFT_NOT_SMALLER = 'This value should be smaller than the right target value';
const RIGHT_NOT_GREATER = 'This value should be greater than the left target value';

interface RuleEditorProps {
  columns: readonly (readonly [string | number, string])[];
  initial: ConditionalFormattingRule | null;
  onApply: (rule: ConditionalFormattingRule) => void;
}

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function FieldError({ message }: { message: string | null }) {
  return message ? (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
      {message}
    </Typography.Text>
  ) : null;
}

export function ConditionalFormattingRuleEditor({ columns, initial, onApply }: RuleEditorProps) {
  const [column, setColumn] = useState<string | undefined>(
    initial?.column ?? (columns[0] ? String(columns[0][0]) : undefined),
  );
  const [colorScheme, setColorScheme] = useState<string>(initial?.colorScheme ?? COLOR_SCHEME_OPTIONS[0][0]);
  const [operator, setOperator] = useState<Comparator>(initial?.operator ?? COMPARATOR.NONE);
  const [target, setTarget] = useState<number | null>(numberOrNull(initial?.targetValue));
  const [left, setLeft] = useState<number | null>(numberOrNull(initial?.targetValueLeft));
  const [right, setRight] = useState<number | null>(numberOrNull(initial?.targetValueRight));
  const [submitted, setSubmitted] = useState(false);

  const range = isRangeComparator(operator);
  const single = !range && operator !== COMPARATOR.NONE;
  const ordered = left === null || right === null || left < right;
  const errors = {
    column: column ? null : REQUIRED,
    target: single && target === null ? REQUIRED : null,
    left: range && left === null ? REQUIRED : ordered ? null : LEFT_NOT_SMALLER,
    right: range && right === null ? REQUIRED : ordered ? null : RIGHT_NOT_GREATER,
  };
  const valid = Object.values(errors).every((error) => error === null);
  const shown = (error: string | null) => (submitted || (error !== null && error !== REQUIRED) ? error : null);

  const apply = () => {
    setSubmitted(true);
    if (!valid || !column) return;
    onApply({
      column,
      colorScheme,
      operator,
      ...(single && target !== null ? { targetValue: target } : {}),
      ...(range && left !== null && right !== null ? { targetValueLeft: left, targetValueRight: right } : {}),
    });
  };

  return (
    <div style={{ width: 360 }} data-testid="conditional-formatting-editor">
      <Space style={{ display: 'flex', marginBottom: 8 }} align="start">
        <div style={{ flex: 1 }}>
          <div>Column</div>
          <Select
            aria-label="Column"
            style={{ width: 170 }}
            value={column}
            options={columns.map(([value, label]) => ({ value: String(value), label }))}
            onChange={setColumn}
          />
          <FieldError message={shown(errors.column)} />
        </div>
        <div style={{ flex: 1 }}>
          <div>Color scheme</div>
          <Select
            aria-label="Color scheme"
            style={{ width: 170 }}
            value={colorScheme}
            options={COLOR_SCHEME_OPTIONS.map(([value, label]) => ({ value, label }))}
            onChange={setColorScheme}
          />
        </div>
      </Space>
      <Space style={{ display: 'flex', marginBottom: 8 }} align="start">
        {range && (
          <div>
            <div>Left value</div>
            <InputNumber aria-label="Left value" value={left} onChange={(next) => setLeft(numberOrNull(next))} />
            <FieldError message={shown(errors.left)} />
          </div>
        )}
        <div>
          <div>Operator</div>
          <Select
            aria-label="Operator"
            style={{ width: 90 }}
            value={operator}
            options={OPERATOR_OPTIONS.map((value) => ({ value, label: value }))}
            onChange={setOperator}
          />
        </div>
        {range && (
          <div>
            <div>Right value</div>
            <InputNumber aria-label="Right value" value={right} onChange={(next) => setRight(numberOrNull(next))} />
            <FieldError message={shown(errors.right)} />
          </div>
        )}
        {single && (
          <div>
            <div>Target value</div>
            <InputNumber aria-label="Target value" value={target} onChange={(next) => setTarget(numberOrNull(next))} />
            <FieldError message={shown(errors.target)} />
          </div>
        )}
      </Space>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="primary" onClick={apply}>
          Apply
        </Button>
      </div>
    </div>
  );
}
