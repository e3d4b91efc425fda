import { Form, Input, Select, Space } from 'antd';
import type { ConditionOperator } from './alertForm';
import { fieldStatus, type SectionProps } from './sectionProps';
import { useDatabaseOptions } from './useAlertModalOptions';

/** Superset's condition choices, in its order and words. */
const CONDITIONS: { value: ConditionOperator; label: string }[] = [
  { value: '<', label: '< (Smaller than)' },
  { value: '>', label: '> (Larger than)' },
  { value: '<=', label: '<= (Smaller or equal)' },
  { value: '>=', label: '>= (Larger or equal)' },
  { value: '==', label: '== (Is equal)' },
  { value: '!=', label: '!= (Is not equal)' },
  { value: 'not null', label: 'Not null' },
];

const SQL_HINT =
  'The result of this query must be a value capable of numeric interpretation e.g. 1, 1.0, or "1" (compatible with Python\'s float() function).';

/** 'Alert condition' (alerts only): database, SQL query, and the trigger (operator and value, or not null). */
export function ConditionSection({ form, update, errors }: SectionProps) {
  const databases = useDatabaseOptions(false);
  const notNull = form.operator === 'not null';
  return (
    <>
      <Form.Item label="Database" htmlFor="alert-database" required {...fieldStatus(errors.database)}>
        <Select<number>
          id="alert-database"
          aria-label="Database"
          placeholder="Select database"
          loading={databases.loading}
          value={form.databaseId ?? undefined}
          options={databases.options}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(databaseId) => update({ databaseId })}
        />
      </Form.Item>
      <Form.Item label="SQL Query" htmlFor="alert-sql" tooltip={SQL_HINT} required {...fieldStatus(errors.sql)}>
        <Input.TextArea
          id="alert-sql"
          rows={8}
          style={{ fontFamily: 'monospace' }}
          value={form.sql}
          onChange={(event) => update({ sql: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Trigger Alert If..." required {...fieldStatus(errors.condition)}>
        <Space.Compact style={{ width: '100%' }}>
          <Select<ConditionOperator>
            aria-label="Condition"
            placeholder="Condition"
            style={{ width: '60%' }}
            value={form.operator ?? undefined}
            options={CONDITIONS}
            onChange={(operator) => update({ operator })}
          />
          <Input
            type="number"
            aria-label="Value"
            placeholder="Value"
            style={{ width: '40%' }}
            disabled={notNull}
            value={notNull ? '' : form.threshold}
            onChange={(event) => update({ threshold: event.target.value })}
          />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
