/** The lines under a filter control: the option query's error and the required-value message. */
import { Typography } from 'antd';

const VALUE_REQUIRED_MESSAGE = 'Value is required';

export function FilterControlError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" data-test="filter-control-error" role="alert">
      {message}
    </Typography.Text>
  );
}

export function FilterValueRequired({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Typography.Text type="danger" data-test="filter-control-validation">
      {VALUE_REQUIRED_MESSAGE}
    </Typography.Text>
  );
}
