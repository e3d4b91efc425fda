/**
 * Editing a component's settings (reference §4.3 UPDATE_COMPONENTS for meta): a header's text, size
 * and background, a tab's title, markdown's text, a row's or column's background, a chart's title
 * on this dashboard. Titles cannot become empty (Superset keeps the old one).
 */
import type { DashboardLayout } from '../dashboardLayoutSlice';
import {
  BACKGROUND_TRANSPARENT,
  BACKGROUND_WHITE,
  CHART_TYPE,
  COLUMN_TYPE,
  HEADER_TYPE,
  INVALID_CHANGE_MESSAGE,
  LARGE_HEADER,
  MARKDOWN_TYPE,
  MEDIUM_HEADER,
  ROW_TYPE,
  SMALL_HEADER,
  TAB_TYPE,
  UNKNOWN_COMPONENT_MESSAGE,
} from '../layout/layoutConstants';
import { refused, type LayoutEditResult } from './editResult';
import { LayoutDraft, parentMap } from './layoutTree';

type Check = (value: unknown) => boolean;

const isText: Check = (value) => typeof value === 'string';
const isTitle: Check = (value) => typeof value === 'string' && value.trim() !== '';
const oneOf =
  (...allowed: string[]): Check =>
  (value) =>
    typeof value === 'string' && allowed.includes(value);
const isBackground = oneOf(BACKGROUND_TRANSPARENT, BACKGROUND_WHITE);

const EDITABLE_META: Readonly<Record<string, Readonly<Record<string, Check>>>> = {
  [HEADER_TYPE]: {
    text: isTitle,
    headerSize: oneOf(SMALL_HEADER, MEDIUM_HEADER, LARGE_HEADER),
    background: isBackground,
  },
  [TAB_TYPE]: { text: isTitle },
  [MARKDOWN_TYPE]: { code: isText },
  [ROW_TYPE]: { background: isBackground },
  [COLUMN_TYPE]: { background: isBackground },
  [CHART_TYPE]: { sliceNameOverride: isText },
};

export function updateComponentMeta(
  layout: DashboardLayout,
  componentId: string,
  changes: Record<string, unknown>,
): LayoutEditResult {
  const component = layout[componentId];
  if (!component || !parentMap(layout).has(componentId)) return refused(UNKNOWN_COMPONENT_MESSAGE);
  const editable = EDITABLE_META[component.type] ?? {};
  const entries = Object.entries(changes);
  if (entries.some(([key, value]) => !Object.hasOwn(editable, key) || !editable[key]!(value))) {
    return refused(INVALID_CHANGE_MESSAGE);
  }
  if (entries.every(([key, value]) => component.meta[key] === value)) return { layout };
  const draft = new LayoutDraft(layout);
  draft.setMeta(componentId, { ...component.meta, ...changes });
  return { layout: draft.result() };
}
