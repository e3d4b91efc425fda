import type { AlertFormState } from './alertForm';
import type { AlertFormField } from './serverFieldErrors';

/** What every section of the modal gets: the form, a way to change it, and the server's field errors. */
export interface SectionProps {
  form: AlertFormState;
  update: (patch: Partial<AlertFormState>) => void;
  errors: Partial<Record<AlertFormField, string>>;
  isReport: boolean;
}

/** antd Form.Item props that show a server error at its field. */
export function fieldStatus(error: string | undefined) {
  return error ? { validateStatus: 'error' as const, help: error } : {};
}
