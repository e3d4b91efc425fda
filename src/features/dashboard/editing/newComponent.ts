/** New components as the builder pane makes them, with Superset's default meta (reference §3.4). */
import type { LayoutComponent } from '../dashboardLayoutSlice';
import {
  BACKGROUND_TRANSPARENT,
  CHART_TYPE,
  COLUMN_TYPE,
  DIVIDER_TYPE,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  HEADER_TYPE,
  MARKDOWN_TYPE,
  MEDIUM_HEADER,
  NEW_HEADER_TEXT,
  NEW_TAB_TITLE,
  ROW_TYPE,
  TAB_TYPE,
  TABS_TYPE,
} from '../layout/layoutConstants';
import type { NewComponentId } from './editResult';

/** What can be added: the builder pane's layout elements, charts, and a tab added to tabs. */
export const NEW_COMPONENT_TYPES: readonly string[] = [
  TABS_TYPE,
  TAB_TYPE,
  ROW_TYPE,
  COLUMN_TYPE,
  HEADER_TYPE,
  MARKDOWN_TYPE,
  DIVIDER_TYPE,
  CHART_TYPE,
];

const DEFAULT_META: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  [CHART_TYPE]: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  [MARKDOWN_TYPE]: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  [COLUMN_TYPE]: { width: GRID_DEFAULT_CHART_WIDTH, background: BACKGROUND_TRANSPARENT },
  [HEADER_TYPE]: { text: NEW_HEADER_TEXT, headerSize: MEDIUM_HEADER, background: BACKGROUND_TRANSPARENT },
  [ROW_TYPE]: { background: BACKGROUND_TRANSPARENT },
  [TAB_TYPE]: { text: '', defaultText: NEW_TAB_TITLE, placeholder: NEW_TAB_TITLE },
};

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-';

/** `<TYPE>-<21 random characters>`, the shape of Superset's nanoid ids. */
export function randomComponentId(type: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  return `${type}-${Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/** A fresh id not yet in `taken`. */
export function freshId(type: string, taken: (id: string) => boolean, newId: NewComponentId): string {
  let id = newId(type);
  // A caller's id generator may repeat itself; random ids never collide in practice.
  while (taken(id)) id = randomComponentId(type);
  return id;
}

export function newComponent(id: string, type: string, meta: Record<string, unknown> = {}): LayoutComponent {
  return { id, type, children: [], meta: { ...DEFAULT_META[type], ...meta } };
}
