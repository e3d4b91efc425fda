/**
 * A bundle as Superset 5.x exports it (hand-written YAML, Superset's keys and layout): a dashboard
 * with tabs, markdown and several viz types (pie, big number), on the `examples` database of
 * another server (its own uuid, a masked postgres URI), with a native filter and cross-filter
 * configuration that name charts and the dataset by the exporting server's ids and uuids.
 */
export const ROOT = 'dashboard_export_20250601T101500';
export const DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
export const DATASET_UUID = '5b1ad5c2-1a33-4a7e-9f4a-3d3b8f7f2c10';
export const PIE_UUID = '0c23747a-6528-4629-97bf-e4b78d3b9df1';
export const NUMBER_UUID = '3f0c4ad4-9b3c-46a3-8d0a-6a1d5c1e0b22';
export const DASHBOARD_UUID = 'dbe3f0a1-6a6c-4b8e-bb0e-8a6f3c1d2e33';

export const FILES: Record<string, string> = {
  [`${ROOT}/metadata.yaml`]: `version: 1.0.0
type: Dashboard
timestamp: '2025-06-01T10:15:00.123456+00:00'
`,
  [`${ROOT}/databases/examples.yaml`]: `database_name: examples
sqlalchemy_uri: postgresql://superset:XXXXXXXXXX@db:5432/examples
cache_timeout: null
expose_in_sqllab: true
allow_run_async: false
allow_ctas: false
allow_cvas: false
allow_dml: false
allow_file_upload: false
extra:
  metadata_params: {}
  engine_params: {}
  metadata_cache_timeout: {}
  schemas_allowed_for_file_upload: []
impersonate_user: false
uuid: ${DATABASE_UUID}
ssh_tunnel: null
version: 1.0.0
`,
  [`${ROOT}/datasets/examples/birth_names.yaml`]: `table_name: birth_names
main_dttm_col: ds
description: null
default_endpoint: null
offset: 0
cache_timeout: null
catalog: null
schema: main
sql: null
params: null
template_params: null
filter_select_enabled: true
fetch_values_predicate: null
extra: null
normalize_columns: false
always_filter_main_dttm: false
folders: null
uuid: ${DATASET_UUID}
metrics:
- metric_name: count
  verbose_name: COUNT(*)
  metric_type: count
  expression: COUNT(*)
  description: null
  d3format: null
  currency: null
  extra: null
  warning_text: null
columns:
- column_name: ds
  verbose_name: null
  is_dttm: true
  is_active: true
  type: TIMESTAMP WITHOUT TIME ZONE
  advanced_data_type: null
  groupby: true
  filterable: true
  expression: null
  description: null
  python_date_format: null
  extra: null
- column_name: gender
  verbose_name: null
  is_dttm: false
  is_active: true
  type: VARCHAR(16)
  advanced_data_type: null
  groupby: true
  filterable: true
  expression: null
  description: null
  python_date_format: null
  extra: null
- column_name: num
  verbose_name: null
  is_dttm: false
  is_active: true
  type: BIGINT
  advanced_data_type: null
  groupby: true
  filterable: true
  expression: null
  description: null
  python_date_format: null
  extra: null
version: 1.0.0
database_uuid: ${DATABASE_UUID}
`,
  [`${ROOT}/charts/Genders_41.yaml`]: `slice_name: Genders
description: null
certified_by: null
certification_details: null
viz_type: pie
params:
  datasource: 7__table
  viz_type: pie
  groupby:
  - gender
  metric: count
  adhoc_filters: []
  row_limit: 100
  show_legend: true
query_context: '{"datasource":{"id":7,"type":"table"},"queries":[{"metrics":["count"]}]}'
cache_timeout: null
uuid: ${PIE_UUID}
version: 1.0.0
dataset_uuid: ${DATASET_UUID}
`,
  [`${ROOT}/charts/Total_births_42.yaml`]: `slice_name: Total births
description: null
certified_by: null
certification_details: null
viz_type: big_number_total
params:
  datasource: 7__table
  viz_type: big_number_total
  metric:
    expressionType: SIMPLE
    column:
      column_name: num
    aggregate: SUM
    label: SUM(num)
  subheader: ''
query_context: null
cache_timeout: null
uuid: ${NUMBER_UUID}
version: 1.0.0
dataset_uuid: ${DATASET_UUID}
`,
  [`${ROOT}/dashboards/Births_overview_9.yaml`]: `dashboard_title: Births overview
description: null
css: ''
slug: births-overview
certified_by: ''
certification_details: ''
published: true
uuid: ${DASHBOARD_UUID}
position:
  DASHBOARD_VERSION_KEY: v2
  ROOT_ID:
    children:
    - TABS-a1
    id: ROOT_ID
    type: ROOT
  HEADER_ID:
    id: HEADER_ID
    meta:
      text: Births overview
    type: HEADER
  GRID_ID:
    children: []
    id: GRID_ID
    parents:
    - ROOT_ID
    type: GRID
  TABS-a1:
    children:
    - TAB-b1
    - TAB-b2
    id: TABS-a1
    meta: {}
    parents:
    - ROOT_ID
    type: TABS
  TAB-b1:
    children:
    - ROW-c1
    id: TAB-b1
    meta:
      text: Summary
    parents:
    - ROOT_ID
    - TABS-a1
    type: TAB
  TAB-b2:
    children:
    - ROW-c2
    id: TAB-b2
    meta:
      text: Details
    parents:
    - ROOT_ID
    - TABS-a1
    type: TAB
  ROW-c1:
    children:
    - CHART-d1
    - MARKDOWN-e1
    id: ROW-c1
    meta:
      background: BACKGROUND_TRANSPARENT
    parents:
    - ROOT_ID
    - TABS-a1
    - TAB-b1
    type: ROW
  ROW-c2:
    children:
    - CHART-d2
    id: ROW-c2
    meta:
      background: BACKGROUND_TRANSPARENT
    parents:
    - ROOT_ID
    - TABS-a1
    - TAB-b2
    type: ROW
  CHART-d1:
    children: []
    id: CHART-d1
    meta:
      chartId: 42
      height: 50
      sliceName: Total births
      uuid: ${NUMBER_UUID}
      width: 4
    parents:
    - ROOT_ID
    - TABS-a1
    - TAB-b1
    - ROW-c1
    type: CHART
  MARKDOWN-e1:
    children: []
    id: MARKDOWN-e1
    meta:
      code: '# Births\\n\\nNumbers from the census.'
      height: 50
      width: 4
    parents:
    - ROOT_ID
    - TABS-a1
    - TAB-b1
    - ROW-c1
    type: MARKDOWN
  CHART-d2:
    children: []
    id: CHART-d2
    meta:
      chartId: 41
      height: 50
      sliceName: Genders
      uuid: ${PIE_UUID}
      width: 6
    parents:
    - ROOT_ID
    - TABS-a1
    - TAB-b2
    - ROW-c2
    type: CHART
metadata:
  color_scheme: supersetColors
  refresh_frequency: 0
  expanded_slices: {}
  label_colors: {}
  timed_refresh_immune_slices: []
  cross_filters_enabled: true
  chart_configuration:
    '41':
      id: 41
      crossFilters:
        scope: global
        chartsInScope:
        - 42
  global_chart_configuration:
    scope:
      rootPath:
      - ROOT_ID
      excluded: []
    chartsInScope:
    - 41
    - 42
  native_filter_configuration:
  - id: NATIVE_FILTER-x1
    name: Gender
    filterType: filter_select
    targets:
    - column:
        name: gender
      datasetUuid: ${DATASET_UUID}
    defaultDataMask:
      filterState: {}
    cascadeParentIds: []
    scope:
      rootPath:
      - ROOT_ID
      excluded:
      - 42
    chartsInScope:
    - 41
    controlValues:
      enableEmptyFilter: false
  shared_label_colors: []
  map_label_colors: {}
version: 1.0.0
`,
};
