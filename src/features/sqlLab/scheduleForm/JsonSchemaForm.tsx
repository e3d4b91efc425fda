import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import type { FormErrors, FormField, FormValues } from './jsonSchemaForm';

interface JsonSchemaFormProps {
  fields: readonly FormField[];
  values: FormValues;
  errors: FormErrors;
  onChange: (name: string, value: unknown) => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the `datetime-local` input shows it (local time, minutes). */
function toLocalInputValue(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant; '' stays ''. */
function fromLocalInputValue(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

function FieldInput({
  field,
  value,
  onChange,
}: {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const common = { id: `schedule-${field.name}`, disabled: field.disabled, 'aria-label': field.label };
  switch (field.kind) {
    case 'boolean':
      return (
        <Checkbox {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)}>
          {field.label}
        </Checkbox>
      );
    case 'number':
    case 'integer':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          placeholder={field.placeholder}
          min={field.minimum}
          max={field.maximum}
          precision={field.kind === 'integer' ? 0 : undefined}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          allowClear={!field.required}
          placeholder={field.placeholder}
          options={field.options?.map((option) => ({ value: option.value as string | number, label: option.label }))}
          value={value as string | number | undefined}
          onChange={(next: unknown) => onChange(next)}
        />
      );
    case 'date-time':
      return (
        <Input
          {...common}
          type="datetime-local"
          value={toLocalInputValue(value)}
          onChange={(event) => onChange(fromLocalInputValue(event.target.value))}
        />
      );
    case 'text':
      return (
        <Input.TextArea
          {...common}
          rows={3}
          placeholder={field.placeholder}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <Input
          {...common}
          type={field.kind === 'password' ? 'password' : 'text'}
          placeholder={field.placeholder}
          value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** The form items of a JSON schema (see jsonSchemaForm.ts), controlled by the caller. */
export function JsonSchemaForm({ fields, values, errors, onChange }: JsonSchemaFormProps) {
  return (
    <>
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          label={field.kind === 'boolean' ? undefined : field.label}
          htmlFor={`schedule-${field.name}`}
          required={field.required}
          validateStatus={errors[field.name] ? 'error' : undefined}
          help={errors[field.name] ?? field.help}
        >
          <FieldInput field={field} value={values[field.name]} onChange={(value) => onChange(field.name, value)} />
        </Form.Item>
      ))}
    </>
  );
}
