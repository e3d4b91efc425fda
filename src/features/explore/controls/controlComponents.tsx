/** Each control type's component; the control panel renders every control through this map. */
import type { ComponentType } from 'react';
import type { ControlComponentProps } from './controlComponentProps';
import type { ControlType } from '../../charts';
import { AdhocFilterControl } from './AdhocFilterControl';
import { AnnotationLayerControl } from './AnnotationLayerControl';
import { BoundsControl } from './BoundsControl';
import { ColumnsControl } from './ColumnsControl';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';
import { CurrencyControl } from './CurrencyControl';
import { MetricsControl } from './MetricsControl';
import { CheckboxControl, ColorSchemeControl, SelectControl, TextAreaControl, TextControl } from './simpleControls';
import { TimeRangeControl } from './TimeRangeControl';

export const CONTROL_COMPONENTS: Record<ControlType, ComponentType<ControlComponentProps>> = {
  MetricsControl,
  ColumnsControl,
  AdhocFilterControl,
  TimeRangeControl,
  SelectControl,
  CheckboxControl,
  TextControl,
  ColorSchemeControl,
  TextAreaControl,
  AnnotationLayerControl,
  BoundsControl,
  CurrencyControl,
  ConditionalFormattingControl,
};
