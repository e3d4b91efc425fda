import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetClient } from '../../../../src/api/client';
import type { NativeFilterConfig } from '../../../../src/features/nativeFilters/rules/filterTypes';
import { answerRows, chartDataCalls, controlRoot, renderControl, resetHarness, server } from './controlsHarness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetHarness();
  answerRows([
    { region: 'LATAM', count: 3 },
    { region: 'APAC', count: 9 },
    { region: 'EMEA', count: 5 },
  ]);
});

const regionFilter = (controlValues: NativeFilterConfig['controlValues'] = {}): NativeFilterConfig => ({
  id: 'NATIVE_FILTER-region',
  type: 'NATIVE_FILTER',
  name: 'Region',
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'region' } }],
  controlValues: { multiSelect: true, sortAscending: true, ...controlValues },
  adhoc_filters: [],
  time_range: 'No filter',
  granularity_sqla: null,
});

/** The options the open dropdown shows (antd's virtual list renders them all for a few options). */
function optionLabels(): string[] {
  return [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent ?? '');
}

function option(name: string): Element {
  const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === name);
  if (!found) throw new Error(`no option ${name}; shown: ${optionLabels().join(', ')}`);
  return found;
}

async function openSelect() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Region' }));
  return user;
}

async function waitForOptionsLoaded() {
  await waitFor(() => expect(chartDataCalls).toHaveLength(1));
  await waitFor(() => expect(document.querySelector('.ant-select-arrow-loading')).toBeNull());
}

describe('SelectFilter', () => {
  it("posts the option query with Superset's native filter form data, and offers the values sorted", async () => {
    const { container } = renderControl({ filter: regionFilter() });
    await waitForOptionsLoaded();
    const { body, url } = chartDataCalls[0]!;
    expect(url.pathname).toBe('/api/v1/chart/data');
    expect(body.form_data).toEqual({
      multiSelect: true,
      sortAscending: true,
      datasource: '7__table',
      groupby: ['region'],
      metrics: ['count'],
      adhoc_filters: [],
      time_range: 'No filter',
      granularity_sqla: null,
      extra_form_data: {},
      row_limit: 1000,
      url_params: {},
      viz_type: 'filter_select',
      type: 'NATIVE_FILTER',
      dashboardId: 9,
      native_filter_id: 'NATIVE_FILTER-region',
    });
    expect(body.queries[0]).toMatchObject({ columns: ['region'], metrics: ['count'], row_limit: 1000 });
    expect(controlRoot(container)).toContainElement(screen.getByRole('combobox', { name: 'Region' }));
    expect(screen.queryByText('Region')).toBeNull();
    await openSelect();
    expect(optionLabels()).toEqual(['Select All', 'APAC', 'EMEA', 'LATAM']);
  });

  it('keeps the server order when a sort metric ranks the values, and sorts descending by value otherwise', async () => {
    renderControl({ filter: { ...regionFilter(), sortMetric: 'count' } });
    await waitForOptionsLoaded();
    await openSelect();
    expect(optionLabels()).toEqual(['Select All', 'LATAM', 'APAC', 'EMEA']);
  });

  it('sorts by value descending when sortAscending is false', async () => {
    renderControl({ filter: regionFilter({ sortAscending: false }) });
    await waitForOptionsLoaded();
    await openSelect();
    expect(optionLabels()).toEqual(['Select All', 'LATAM', 'EMEA', 'APAC']);
  });

  it('hands on the exact mask of a selection, IN or NOT IN with inverse selection', async () => {
    const { onChange, rerenderWith } = renderControl({ filter: regionFilter() });
    await waitForOptionsLoaded();
    const user = await openSelect();
    await user.click(option('EMEA'));
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
      filterState: { value: ['EMEA'], label: 'EMEA' },
    });

    rerenderWith({ filter: regionFilter({ inverseSelection: true }), mask: { filterState: { value: ['EMEA'] } } });
    await user.click(option('APAC'));
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'region', op: 'NOT IN', val: ['EMEA', 'APAC'] }] },
      filterState: { value: ['EMEA', 'APAC'], label: 'EMEA, APAC' },
    });
  });

  it('stores a single select value as an array of one, and a cleared value as null', async () => {
    const { onChange, container } = renderControl({
      filter: regionFilter({ multiSelect: false }),
      mask: { filterState: { value: ['APAC'] } },
    });
    await waitForOptionsLoaded();
    const user = await openSelect();
    expect(optionLabels()).not.toContain('Select All');
    await user.click(option('LATAM'));
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['LATAM'] }] },
      filterState: { value: ['LATAM'], label: 'LATAM' },
    });
    await user.click(container.querySelector('.ant-select-clear')!);
    expect(onChange).toHaveBeenLastCalledWith({ extraFormData: {}, filterState: { value: null } });
  });

  it('refetches its options with the new parent values when a cascade parent changes', async () => {
    const { rerenderWith } = renderControl({ filter: regionFilter() });
    await waitForOptionsLoaded();
    const parent = { filters: [{ col: 'country', op: 'IN' as const, val: ['FR'] }] };
    rerenderWith({ parentExtraFormData: parent });
    await waitFor(() => expect(chartDataCalls).toHaveLength(2));
    const { body } = chartDataCalls[1]!;
    expect(body.form_data?.extra_form_data).toEqual(parent);
    expect(body.queries[0]!.filters).toEqual([
      { col: 'country', op: 'IN', val: ['FR'] },
      { col: 'region', op: 'IS NOT NULL' },
    ]);
  });

  it('picks the first value itself with defaultToFirstItem, marked initial', async () => {
    const { onChange } = renderControl({ filter: regionFilter({ defaultToFirstItem: true }) });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith(
      {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['APAC'] }] },
        filterState: { value: ['APAC'], label: 'APAC' },
      },
      { initial: true },
    );
  });

  it('does not pick a first value when a value is set', async () => {
    const { onChange } = renderControl({
      filter: regionFilter({ defaultToFirstItem: true }),
      mask: { filterState: { value: ['EMEA'] } },
    });
    await waitForOptionsLoaded();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says 'Value is required' with the error state when a required filter is empty", async () => {
    const { container, rerenderWith } = renderControl({ filter: regionFilter({ enableEmptyFilter: true }) });
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(container.querySelector('.ant-select-status-error')).not.toBeNull();
    rerenderWith({ mask: { filterState: { value: ['EMEA'] } } });
    expect(screen.queryByText('Value is required')).toBeNull();
    expect(container.querySelector('.ant-select-status-error')).toBeNull();
  });

  it("offers 'Select All' only with more than one option and no search text, and it selects every value", async () => {
    const { onChange } = renderControl({ filter: regionFilter() });
    await waitForOptionsLoaded();
    const user = await openSelect();
    await user.keyboard('A');
    await waitFor(() => expect(optionLabels()).toEqual(['APAC', 'EMEA', 'LATAM']));
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(optionLabels()[0]).toBe('Select All'));
    await user.click(option('Select All'));
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['APAC', 'EMEA', 'LATAM'] }] },
      filterState: { value: ['APAC', 'EMEA', 'LATAM'], label: 'APAC, EMEA, LATAM' },
    });
  });

  it("has no 'Select All' with a single option", async () => {
    answerRows([{ region: 'EMEA', count: 1 }]);
    renderControl({ filter: regionFilter() });
    await waitForOptionsLoaded();
    await openSelect();
    expect(optionLabels()).toEqual(['EMEA']);
  });

  it('splits pasted text on comma, newline, tab and semicolon', async () => {
    const { onChange } = renderControl({ filter: regionFilter(), mask: { filterState: { value: ['LATAM'] } } });
    await waitForOptionsLoaded();
    fireEvent.paste(screen.getByRole('combobox', { name: 'Region' }), {
      clipboardData: { getData: () => 'EMEA;APAC\nNOWHERE\tEMEA,' },
    });
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['LATAM', 'EMEA', 'APAC'] }] },
      filterState: { value: ['LATAM', 'EMEA', 'APAC'], label: 'LATAM, EMEA, APAC' },
    });
  });

  it('adds a typed value that is not an option when creatable', async () => {
    const filter = regionFilter();
    const creatable = { ...filter, controlValues: { ...filter.controlValues, creatable: true } };
    const { onChange } = renderControl({ filter: creatable });
    await waitForOptionsLoaded();
    const user = await openSelect();
    await user.keyboard('Antarctica');
    await waitFor(() => expect(optionLabels()).toEqual(['Antarctica']));
    await user.click(option('Antarctica'));
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['Antarctica'] }] },
      filterState: { value: ['Antarctica'], label: 'Antarctica' },
    });
  });

  it('offers no typed value without creatable', async () => {
    renderControl({ filter: regionFilter() });
    await waitForOptionsLoaded();
    const user = await openSelect();
    await user.keyboard('Antarctica');
    await waitFor(() => expect(optionLabels()).toEqual([]));
  });

  it('searches on the server with searchAllOptions', async () => {
    answerRows((body) =>
      body.queries[0]!.filters!.some((filter) => filter.op === 'ILIKE') ? [{ region: 'EMEA', count: 5 }] : [],
    );
    renderControl({ filter: regionFilter({ searchAllOptions: true }) });
    await waitForOptionsLoaded();
    const user = await openSelect();
    await user.keyboard('em');
    await waitFor(() => expect(chartDataCalls).toHaveLength(2));
    expect(chartDataCalls[1]!.body.queries[0]!.filters).toContainEqual({ col: 'region', op: 'ILIKE', val: '%em%' });
    await waitFor(() => expect(optionLabels()).toEqual(['EMEA']));
  });

  it("shows the server's message when the option query fails", async () => {
    server.use(
      http.post('*/api/v1/chart/data', () =>
        HttpResponse.json({ message: 'Column region does not exist' }, { status: 400 }),
      ),
    );
    const { container } = renderControl({ filter: regionFilter() });
    await waitFor(() =>
      expect(container.querySelector('[data-test="filter-control-error"]')).toHaveTextContent(
        'Column region does not exist',
      ),
    );
  });
});
