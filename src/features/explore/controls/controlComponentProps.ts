import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import type { ControlConfig } from '../../charts';

/**
 * What every control component receives (this folder renders one per ControlType; the control
 * panel passes these).
 */
export interface ControlComponentProps<Value = unknown> {
  name: string;
  config: ControlConfig;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  /** Validation messages of the current value ('cannot be empty', …); empty when valid. */
  validationErrors: readonly string[];
  datasource: DatasourceMeta | null;
  formData: QueryFormData;
}
