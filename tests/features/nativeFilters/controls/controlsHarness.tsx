/** Filter controls against msw: the chart data calls they make, and a render helper with a store. */
import { configure, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import type { ChartDataCell, QueryContext } from '../../../../src/api/chartDataTypes';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../../../src/api/baseApi';
import {
  FilterControl,
  type FilterControlProps,
} from '../../../../src/features/nativeFilters/components/controls/FilterControl';

// antd popups load slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

export interface ChartDataCall {
  url: URL;
  body: QueryContext;
}

export const chartDataCalls: ChartDataCall[] = [];

/** Rows the next option queries answer with (a function sees the request body). */
let answer: (body: QueryContext) => Record<string, ChartDataCell>[] = () => [];

export function answerRows(
  rows: Record<string, ChartDataCell>[] | ((body: QueryContext) => Record<string, ChartDataCell>[]),
) {
  answer = typeof rows === 'function' ? rows : () => rows;
}

export function resetHarness() {
  chartDataCalls.length = 0;
  answer = () => [];
}

export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.post('*/api/v1/chart/data', async ({ request }) => {
    const body = (await request.json()) as QueryContext;
    chartDataCalls.push({ url: new URL(request.url), body });
    const data = answer(body);
    return HttpResponse.json({
      result: [{ colnames: Object.keys(data[0] ?? {}), coltypes: [], data, rowcount: data.length }],
    });
  }),
);

export function renderControl(props: Partial<FilterControlProps> & Pick<FilterControlProps, 'filter'>) {
  // Only the api slice: the controls read nothing else from the store.
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const onChange = vi.fn<FilterControlProps['onChange']>();
  const full = (next: Partial<FilterControlProps>): FilterControlProps => ({
    dashboardId: 9,
    mask: {},
    parentExtraFormData: {},
    orientation: 'VERTICAL',
    onChange,
    ...props,
    ...next,
  });
  const view = (next: Partial<FilterControlProps> = {}) => (
    <Provider store={store}>
      <FilterControl {...full(next)} />
    </Provider>
  );
  const utils = render(view());
  return { ...utils, onChange, rerenderWith: (next: Partial<FilterControlProps>) => utils.rerender(view(next)) };
}

export function controlRoot(container: HTMLElement): HTMLElement {
  const root = container.querySelector<HTMLElement>('[data-test="filter-control-input"]');
  if (!root) throw new Error('no filter-control-input');
  return root;
}
