/** A divider's form: its title (required) and description. */
import { Form, Input } from 'antd';
import type { ItemErrors } from '../../rules/configForm';
import type { FilterDivider } from '../../rules/filterTypes';

interface DividerFormProps {
  divider: FilterDivider;
  errors: ItemErrors;
  onChange(divider: FilterDivider): void;
}

export function DividerForm({ divider, errors, onChange }: DividerFormProps) {
  return (
    <Form layout="vertical" component="div" data-test="divider-form">
      <Form.Item label="Title" required validateStatus={errors.title ? 'error' : undefined} help={errors.title}>
        <Input
          data-test="divider-title-input"
          value={divider.title}
          onChange={(event) => onChange({ ...divider, title: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Description">
        <Input.TextArea
          aria-label="Description"
          rows={4}
          value={divider.description ?? ''}
          onChange={(event) => onChange({ ...divider, description: event.target.value })}
        />
      </Form.Item>
    </Form>
  );
}
