/**
 * How a viz type declares its control panel (Superset's controlPanel: sections of rows of controls).
 * A row entry is either the name of a shared control (./sharedControls.ts) or a control declared
 * inline. Explore's control library renders each `type`.
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';

export type ControlType =
  | 'MetricsControl' // saved + adhoc metrics; `multi` false for a single metric
  | 'ColumnsControl' // dimension(s): dataset columns + adhoc SQL columns; `multi`
  | 'AdhocFilterControl'
  | 'TimeRangeControl'
  | 'SelectControl' // fixed `choices`, optionally `freeForm`
  | 'CheckboxControl'
  | 'TextControl' // `isInt` / `isFloat` parse numbers
  | 'ColorSchemeControl' // `schemeKind` categorical | sequential
  | 'TextAreaControl'
  | 'AnnotationLayerControl' // the chart's annotation layers (formula, events, intervals)
  | 'BoundsControl' // [min, max], either may be empty
  | 'CurrencyControl' // `{symbol, symbolPosition}` (Superset's currency_format)
  | 'ConditionalFormattingControl'; // rules on the columns of `choicesFromState`

/** Returns an error message, or false when valid (Superset's validator signature). */
export type ControlValidator = (value: unknown, formData: QueryFormData) => string | false;

export interface ControlState {
  datasource: DatasourceMeta | null;
  formData: QueryFormData;
}

export interface ControlConfig {
  type: ControlType;
  label: string;
  description?: string;
  default?: unknown;
  /** Fixed choices `[value, label]` (SelectControl). */
  choices?: readonly (readonly [string | number, string])[];
  /** Choices computed from the datasource (e.g. temporal columns for x_axis). */
  choicesFromState?: (state: ControlState) => readonly (readonly [string | number, string])[];
  multi?: boolean;
  freeForm?: boolean;
  clearable?: boolean;
  isInt?: boolean;
  isFloat?: boolean;
  schemeKind?: 'categorical' | 'sequential';
  validators?: readonly ControlValidator[];
  /** Changing it only re-renders the chart (no new query). */
  renderTrigger?: boolean;
  /** Hidden when this returns false. */
  visibility?: (state: ControlState) => boolean;
}

type ControlSetItem = string | { name: string; config: ControlConfig };
export type ControlSetRow = readonly ControlSetItem[];

export interface ControlPanelSection {
  label: string | null;
  expanded?: boolean;
  description?: string;
  controlSetRows: readonly ControlSetRow[];
}

export interface ControlPanelConfig {
  sections: readonly ControlPanelSection[];
}
