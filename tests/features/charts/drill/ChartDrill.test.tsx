import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../../src/api/chartDataTypes';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { resetClient } from '../../../../src/api/client';
import type { BootstrapData } from '../../../../src/app/bootstrap';
import { defaultCommon } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import { chartUpdateStarted, chartUpdateSucceeded } from '../../../../src/features/charts/chartsSlice';
import { ChartContainer } from '../../../../src/features/charts/components/ChartContainer';
import { getChartPlugin, registerChartPlugin } from '../../../../src/features/charts/plugins/registry';
import type { RendererSizeProps } from '../../../../src/features/charts/plugins/types';
import { bootstrapLoaded } from '../../../../src/features/shell';

/** A drillable stand-in: a button per region that right-clicks that region's point. */
function RegionButtons({ regions, onContextMenu }: { regions: string[] } & RendererSizeProps) {
  return (
    <div>
      {regions.map((region) => (
        <button
          key={region}
          type="button"
          onClick={(event) =>
            onContextMenu?.({
              clientX: event.clientX,
              clientY: event.clientY,
              point: {
                drillToDetail: [{ col: 'region', op: '==', val: region, formattedVal: region }],
                drillBy: {
                  filters: [{ col: 'region', op: '==', val: region, formattedVal: region }],
                  groupbyFieldName: 'groupby',
                },
              },
            })
          }
        >
          {region}
        </button>
      ))}
    </div>
  );
}

if (!getChartPlugin('test_regions')) {
  registerChartPlugin<{ regions: string[] }>({
    vizType: 'test_regions',
    name: 'Test regions',
    drill: true,
    controlPanel: { sections: [] },
    buildQuery: (formData) => ({
      datasource: { id: 7, type: 'table' },
      queries: [{ columns: ['region'] }],
      form_data: formData,
    }),
    transformProps: ({ queriesData }) => ({
      regions: queriesData[0]!.data.map((row) => String(row[queriesData[0]!.colnames[0]!])),
    }),
    loadRenderer: () => Promise.resolve({ default: RegionButtons }),
  });
}

const formData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'test_regions',
  groupby: ['region'],
  metrics: ['count'],
};
const result: ChartDataQueryResult = {
  colnames: ['region', 'count'],
  coltypes: [1, 0],
  data: [{ region: 'EMEA' }, { region: 'APAC' }],
  rowcount: 2,
};
const datasource: DatasourceMeta = {
  id: 7,
  uid: '7__table',
  type: 'table',
  name: 'orders',
  metrics: [],
  columns: [
    { column_name: 'region', groupby: true },
    { column_name: 'country', groupby: true, verbose_name: 'Country' },
  ],
};

interface SamplesCall {
  page: string | null;
  perPage: string | null;
  body: { filters: unknown[] };
}
const samplesCalls: SamplesCall[] = [];
const chartDataCalls: { queries: { columns?: unknown[]; filters?: unknown[] }[] }[] = [];

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.post('*/datasource/samples', async ({ request }) => {
    const url = new URL(request.url);
    const body = (await request.json()) as SamplesCall['body'];
    const page = Number(url.searchParams.get('page'));
    samplesCalls.push({ page: url.searchParams.get('page'), perPage: url.searchParams.get('per_page'), body });
    // A few rows of each page are enough: the grid's pager follows total_count.
    const rows = Array.from({ length: 3 }, (_, index) => ({
      order_id: (page - 1) * 50 + index + 1,
      region: 'EMEA',
    }));
    return HttpResponse.json({
      result: {
        colnames: ['order_id', 'region'],
        coltypes: [0, 1],
        data: rows,
        rowcount: rows.length,
        page,
        per_page: 50,
        total_count: 60,
      },
    });
  }),
  http.post('*/api/v1/chart/data', async ({ request }) => {
    chartDataCalls.push((await request.json()) as (typeof chartDataCalls)[number]);
    return HttpResponse.json({
      result: [
        { colnames: ['country'], coltypes: [1], data: [{ country: 'France' }, { country: 'Spain' }], rowcount: 2 },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  samplesCalls.length = 0;
  chartDataCalls.length = 0;
});

function bootstrapWith(roles: Record<string, [string, string][]>): BootstrapData {
  return { user: { isAnonymous: false, userId: 1, roles, permissions: {} }, common: defaultCommon() } as BootstrapData;
}

function setup(roles: Record<string, [string, string][]> = { Admin: [] }, drills = true) {
  const store = createAppStore();
  store.dispatch(bootstrapLoaded(bootstrapWith(roles)));
  store.dispatch(chartUpdateStarted({ key: 5, requestId: 'r', latestQueryFormData: formData, now: 1 }));
  store.dispatch(chartUpdateSucceeded({ key: 5, queriesResponse: [result], now: 2 }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ChartContainer
          chartId={5}
          formData={formData}
          datasource={datasource}
          width={400}
          height={300}
          drillChartName={drills ? 'Orders' : undefined}
        />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

async function openMenuOn(region: string) {
  fireEvent.click(await screen.findByRole('button', { name: region }));
  return screen.findByRole('menu');
}

describe('drill to detail', () => {
  it("a point's 'Drill to detail by <value>' opens the modal with the value as a tag and pages on the server", async () => {
    setup();
    const menu = await openMenuOn('EMEA');
    expect(within(menu).getByText('Drill to detail')).toBeInTheDocument();
    fireEvent.mouseEnter(within(menu).getByText('Drill to detail by'));
    fireEvent.click(await screen.findByText('Drill to detail by EMEA'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Drill to detail: Orders')).toBeInTheDocument();
    expect(await within(dialog).findByText('60 rows')).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'order_id' })).toBeInTheDocument();
    expect(samplesCalls[0]).toMatchObject({ page: '1', perPage: '50' });
    expect(samplesCalls[0]!.body.filters).toContainEqual({ col: 'region', op: '==', val: 'EMEA' });

    fireEvent.click(dialog.querySelector('.ant-pagination-item-2')!);
    expect(await within(dialog).findByText('51')).toBeInTheDocument();
    expect(samplesCalls.at(-1)).toMatchObject({ page: '2' });
    // The first antd modal and table of the file take seconds on a loaded machine.
  }, 40_000);

  it('removing the tag asks again without the filter', async () => {
    setup();
    const menu = await openMenuOn('APAC');
    fireEvent.mouseEnter(within(menu).getByText('Drill to detail by'));
    fireEvent.click(await screen.findByText('Drill to detail by APAC'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('60 rows');
    const tag = within(dialog).getByText('APAC').closest('[data-test="filter-col"]') as HTMLElement;
    fireEvent.click(tag.querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(samplesCalls.at(-1)!.body.filters).toEqual([]));
  });

  it('a right-click off any point offers the whole chart only', async () => {
    setup();
    await screen.findByRole('button', { name: 'EMEA' });
    fireEvent.contextMenu(screen.getByTestId('chart-rendered'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Drill to detail by').closest('[aria-disabled="true"]')).not.toBeNull();
    fireEvent.click(within(menu).getByText('Drill to detail'));
    await screen.findByText('Drill to detail: Orders');
    await waitFor(() => expect(samplesCalls[0]!.body.filters).toEqual([]));
  });
});

describe('drill by', () => {
  it("re-groups the chart by the chosen column with the point's filter, as a chart or a table", async () => {
    const store = setup();
    const menu = await openMenuOn('EMEA');
    fireEvent.mouseEnter(within(menu).getByText('Drill by'));
    expect(await screen.findByText('Country')).toBeInTheDocument();
    // The chart already groups by region: only the other columns are offered.
    expect(screen.queryAllByRole('menuitem', { name: 'region' })).toHaveLength(0);
    fireEvent.click(screen.getByText('Country'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Drill by: Orders')).toBeInTheDocument();
    await waitFor(() => expect(chartDataCalls).toHaveLength(1));
    expect(chartDataCalls[0]!.queries[0]!.columns).toEqual(['region']);
    const drilledFormData = (chartDataCalls[0] as unknown as { form_data: QueryFormData }).form_data;
    expect(drilledFormData.groupby).toEqual(['country']);
    expect(drilledFormData.adhoc_filters).toContainEqual(
      expect.objectContaining({ subject: 'region', operator: '==', comparator: 'EMEA' }),
    );
    expect(await within(dialog).findByRole('button', { name: 'France' })).toBeInTheDocument();
    act(() => {
      fireEvent.click(within(dialog).getByText('Table'));
    });
    expect(await within(dialog).findByText('Spain')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(Object.keys(store.getState().charts)).toEqual(['5']));
  });
});

describe('who may drill', () => {
  it('without samples nor explore form data rights, the browser keeps its menu', async () => {
    setup({ Custom: [['can_explore', 'Superset']] });
    fireEvent.click(await screen.findByRole('button', { name: 'EMEA' }));
    expect(fireEvent.contextMenu(screen.getByTestId('chart-rendered'))).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a host that does not drill', async () => {
    setup({ Admin: [] }, false);
    fireEvent.click(await screen.findByRole('button', { name: 'EMEA' }));
    expect(fireEvent.contextMenu(screen.getByTestId('chart-rendered'))).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
