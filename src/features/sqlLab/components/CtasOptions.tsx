import { Input, Select, Space } from 'antd';
import type { CtasMethod, DatabaseInfo } from '../types';

/** How the next run of a tab stores its result: not at all (null), as a table or as a view. */
export interface CtasChoice {
  method: CtasMethod | null;
  tableName: string;
}

export const NO_CTAS: CtasChoice = { method: null, tableName: '' };

const CTAS_TABLE_LABEL = 'Create table as';
const CTAS_VIEW_LABEL = 'Create view as';
/** The server accepts only plain identifiers (reference §2.2 `tmp_table_name`). */
const CTAS_TABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const CTAS_TABLE_NAME_INVALID_MESSAGE =
  'The name must start with a letter or underscore and hold only letters, digits and underscores';

/** Whether the database offers 'Create table as' or 'Create view as'. */
function offersCtas(database: Pick<DatabaseInfo, 'allow_ctas' | 'allow_cvas'> | undefined): boolean {
  return Boolean(database?.allow_ctas || database?.allow_cvas);
}

/** Whether a run with this choice may start: a plain run, or a valid target name. */
export function ctasChoiceReady(choice: CtasChoice): boolean {
  return choice.method === null || CTAS_TABLE_NAME_PATTERN.test(choice.tableName.trim());
}

interface CtasOptionsProps {
  database: Pick<DatabaseInfo, 'allow_ctas' | 'allow_cvas'> | undefined;
  value: CtasChoice;
  onChange: (choice: CtasChoice) => void;
}

/** 'Create table as' / 'Create view as' run options with the target name (when the database allows them). */
export function CtasOptions({ database, value, onChange }: CtasOptionsProps) {
  if (!offersCtas(database)) return null;
  const options = [
    { value: 'RUN', label: 'Run normally' },
    ...(database?.allow_ctas ? [{ value: 'TABLE', label: CTAS_TABLE_LABEL }] : []),
    ...(database?.allow_cvas ? [{ value: 'VIEW', label: CTAS_VIEW_LABEL }] : []),
  ];
  const nameInvalid = value.method !== null && value.tableName.trim() !== '' && !ctasChoiceReady(value);
  return (
    <Space size={4}>
      <Select
        aria-label="Run options"
        style={{ width: 160 }}
        value={value.method ?? 'RUN'}
        options={options}
        onChange={(next: string) => onChange({ ...value, method: next === 'TABLE' || next === 'VIEW' ? next : null })}
      />
      {value.method !== null && (
        <Input
          aria-label={value.method === 'VIEW' ? 'View name' : 'Table name'}
          placeholder={value.method === 'VIEW' ? 'View name' : 'Table name'}
          status={nameInvalid ? 'error' : undefined}
          title={nameInvalid ? CTAS_TABLE_NAME_INVALID_MESSAGE : undefined}
          style={{ width: 180 }}
          value={value.tableName}
          onChange={(event) => onChange({ ...value, tableName: event.target.value })}
        />
      )}
    </Space>
  );
}
