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

export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';

export const GRID_COLUMN_COUNT = 12;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 16;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;

export const SMALL_HEADER = 'SMALL_HEADER';
export const LARGE_HEADER = 'LARGE_HEADER';

export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';
export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';

export const UNTITLED_DASHBOARD_TITLE = '[ untitled dashboard ]';
