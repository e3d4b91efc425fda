/** Renders the filters configuration modal against msw: two datasets, their columns and values. */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore } from '../../../../src/app/store';
import {
  FiltersConfigModal,
  type FiltersConfigModalProps,
} from '../../../../src/features/nativeFilters/components/config/FiltersConfigModal';
import type { NativeFilterConfig } from '../../../../src/features/nativeFilters/rules/filterTypes';
import { CHARTS, LAYOUT } from './configLayout';

const DATASETS = [
  {
    id: 7,
    table_name: 'orders',
    schema: 'main',
    columns: [
      { column_name: 'region', type_generic: 1 },
      { column_name: 'amount', type_generic: 0 },
      { column_name: 'ordered_at', type_generic: 2, is_dttm: true },
    ],
    metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  },
  {
    id: 8,
    table_name: 'returns',
    schema: 'main',
    columns: [{ column_name: 'reason', type_generic: 1 }],
    metrics: [],
  },
];

export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/dataset/', () =>
    HttpResponse.json({
      count: DATASETS.length,
      result: DATASETS.map(({ id, table_name, schema }) => ({ id, table_name, schema })),
    }),
  ),
  http.get('*/api/v1/explore/', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('datasource_id'));
    const dataset = DATASETS.find((candidate) => candidate.id === id);
    if (!dataset) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    return HttpResponse.json({
      result: {
        dataset: { ...dataset, uid: `${id}__table`, type: 'table', name: `${dataset.schema}.${dataset.table_name}` },
        form_data: {},
        slice: null,
        message: null,
      },
    });
  }),
  http.post('*/api/v1/chart/data', () =>
    HttpResponse.json({
      result: [
        {
          colnames: ['region', 'count'],
          coltypes: [1, 0],
          data: [
            { region: 'EMEA', count: 3 },
            { region: 'APAC', count: 2 },
          ],
          rowcount: 2,
        },
      ],
    }),
  ),
);

export function savedFilter(id: string, patch: Partial<NativeFilterConfig> = {}): NativeFilterConfig {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: id.replace('NATIVE_FILTER-', ''),
    filterType: 'filter_select',
    targets: [{ datasetId: 7, column: { name: 'region' } }],
    controlValues: { multiSelect: true, enableEmptyFilter: false, defaultToFirstItem: false },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    chartsInScope: [1, 2, 3, 4],
    tabsInScope: ['TAB-1', 'TAB-2'],
    adhoc_filters: [],
    time_range: 'No filter',
    granularity_sqla: null,
    sortMetric: null,
    description: '',
    requiredFirst: false,
    ...patch,
  };
}

export function renderModal(props: Partial<FiltersConfigModalProps> = {}) {
  const onSave = vi.fn<FiltersConfigModalProps['onSave']>(async () => undefined);
  const onCancel = vi.fn();
  const view = render(
    <Provider store={createAppStore()}>
      <FiltersConfigModal
        open
        items={[]}
        layout={LAYOUT}
        charts={CHARTS}
        onSave={onSave}
        onCancel={onCancel}
        {...props}
      />
    </Provider>,
  );
  return { ...view, onSave: props.onSave ? vi.mocked(props.onSave) : onSave, onCancel };
}

/** The list rows, in display order. */
export function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-test="filter-config-item"]')];
}

export function rowIds(): string[] {
  return rows().map((row) => row.dataset.itemId ?? '');
}

export function option(name: string): Element {
  const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === name);
  if (!found) throw new Error(`no option ${name}`);
  return found;
}

export function byDataTest(name: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-test="${name}"]`);
  if (!found) throw new Error(`no [data-test="${name}"]`);
  return found;
}
