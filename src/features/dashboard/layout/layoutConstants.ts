/** Layout component types, fixed ids and grid constants of Superset's dashboard (reference §3.4, §4.1). */
export const ROOT_TYPE = 'ROOT';
export const GRID_TYPE = 'GRID';
export const HEADER_TYPE = 'HEADER';
export const ROW_TYPE = 'ROW';
export const COLUMN_TYPE = 'COLUMN';
export const CHART_TYPE = 'CHART';
export const MARKDOWN_TYPE = 'MARKDOWN';
export const DIVIDER_TYPE = 'DIVIDER';
export const TABS_TYPE = 'TABS';
export const TAB_TYPE = 'TAB';
export const DYNAMIC_TYPE = 'DYNAMIC';

export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';

export const GRID_COLUMN_COUNT = 12;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 16;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;
/** Narrowest chart, markdown or dynamic component, in columns. */
export const GRID_MIN_COLUMN_COUNT = 1;
/** Resize bounds of a chart's or markdown's height, in GRID_BASE_UNIT units. */
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;

export const SMALL_HEADER = 'SMALL_HEADER';
export const MEDIUM_HEADER = 'MEDIUM_HEADER';
export const LARGE_HEADER = 'LARGE_HEADER';

export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';
export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';

export const UNTITLED_DASHBOARD_TITLE = '[ untitled dashboard ]';

/** Defaults of components added from the builder pane (spec §3). */
export const NEW_HEADER_TEXT = 'New header';
export const NEW_TAB_TITLE = 'Tab title';

/** Why a layout edit was refused: the spec's texts word for word (§5), then our own for drops Superset silently ignores. */
export const NOT_ENOUGH_SPACE_MESSAGE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TAB_INTO_NESTED_MESSAGE = 'Can not move top level tab into nested tabs';
export const NO_CHART_DEFINITION_MESSAGE =
  'Sorry, there is no chart definition associated with the chart trying to be added.';
export const INVALID_DROP_MESSAGE = 'This component cannot be placed here.';
export const DROP_INTO_ITSELF_MESSAGE = 'A component cannot be moved into itself.';
export const UNKNOWN_COMPONENT_MESSAGE = 'This component is no longer on the dashboard.';
export const INVALID_SIZE_MESSAGE = 'This size is not allowed for this component.';
export const INVALID_CHANGE_MESSAGE = 'This change does not apply to this component.';
