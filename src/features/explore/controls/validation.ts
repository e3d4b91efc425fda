/**
 * A control's validation messages, and every visible control's messages for a viz type's panel:
 * the explore page keeps 'Update chart' disabled while any control has one (spec charts §4).
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { resolveControl, type ControlConfig, type ControlPanelConfig } from '../../charts';

export function validateControl(config: ControlConfig, value: unknown, formData: QueryFormData): string[] {
  const messages: string[] = [];
  for (const validator of config.validators ?? []) {
    const message = validator(value, formData);
    if (message) messages.push(message);
  }
  return messages;
}

/** Every control of the panel with its config, visible or not. */
export function panelControls(panel: ControlPanelConfig): { name: string; config: ControlConfig }[] {
  const controls: { name: string; config: ControlConfig }[] = [];
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        const control = resolveControl(item);
        if (control) controls.push(control);
      }
    }
  }
  return controls;
}

/** Messages by control name, only for visible controls that have some. */
export function validateFormData(
  panel: ControlPanelConfig,
  formData: QueryFormData,
  datasource: DatasourceMeta | null,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { name, config } of panelControls(panel)) {
    if (config.visibility && !config.visibility({ formData, datasource })) continue;
    const messages = validateControl(config, formData[name], formData);
    if (messages.length) errors[name] = messages;
  }
  return errors;
}
