import { Form, Input, Select } from 'antd';
import { fieldStatus, type SectionProps } from './sectionProps';

/** 'Notification method': Email (the one method the embedded server delivers) and its recipients. */
export function NotificationSection({ form, update, errors }: SectionProps) {
  return (
    <>
      <Form.Item label="Notification Method" htmlFor="alert-notification-method" required>
        <Select
          id="alert-notification-method"
          aria-label="Delivery method"
          value="Email"
          options={[{ value: 'Email', label: 'Email' }]}
        />
      </Form.Item>
      <Form.Item
        label="Recipients"
        htmlFor="alert-recipients"
        required
        extra='Recipients are separated by "," or ";"'
        {...fieldStatus(errors.recipients)}
      >
        <Input.TextArea
          id="alert-recipients"
          rows={2}
          value={form.recipients}
          onChange={(event) => update({ recipients: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
