import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetClient } from '../../../../src/api/client';
import type { NativeFilterConfig } from '../../../../src/features/nativeFilters/rules/filterTypes';
import { answerRows, chartDataCalls, controlRoot, renderControl, resetHarness, server } from './controlsHarness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetHarness();
  answerRows([{ min: 10, max: 90 }]);
});

const amountFilter: NativeFilterConfig = {
  id: 'NATIVE_FILTER-amount',
  name: 'Amount',
  filterType: 'filter_range',
  targets: [{ datasetId: 7, column: { name: 'amount' } }],
  controlValues: {},
  adhoc_filters: [],
  time_range: 'No filter',
};

function sliderHandles(): HTMLElement[] {
  return screen.getAllByRole('slider');
}

async function waitForBounds() {
  await waitFor(() => expect(sliderHandles()[0]).toHaveAttribute('aria-valuemin', '10'));
}

describe('RangeFilter', () => {
  it('asks MIN and MAX of the column and bounds the slider with them', async () => {
    const { container } = renderControl({ filter: amountFilter });
    await waitForBounds();
    const { body } = chartDataCalls[0]!;
    expect(body.form_data).toMatchObject({
      datasource: '7__table',
      groupby: ['amount'],
      viz_type: 'filter_range',
      type: 'NATIVE_FILTER',
      native_filter_id: 'NATIVE_FILTER-amount',
      dashboardId: 9,
      row_limit: 1000,
    });
    expect(body.queries[0]!.metrics).toEqual([
      {
        expressionType: 'SIMPLE',
        aggregate: 'MIN',
        column: { column_name: 'amount' },
        hasCustomLabel: true,
        label: 'min',
      },
      {
        expressionType: 'SIMPLE',
        aggregate: 'MAX',
        column: { column_name: 'amount' },
        hasCustomLabel: true,
        label: 'max',
      },
    ]);
    const [low, high] = sliderHandles();
    expect(low).toHaveAttribute('aria-valuenow', '10');
    expect(high).toHaveAttribute('aria-valuemax', '90');
    expect(high).toHaveAttribute('aria-valuenow', '90');
    expect(controlRoot(container)).toContainElement(low!);
  });

  it('hands on a typed lower bound with the upper end open', async () => {
    const { onChange } = renderControl({ filter: amountFilter });
    await waitForBounds();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minimum value' }), { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'amount', op: '>=', val: 20 }] },
      filterState: { value: [20, null], label: 'x ≥ 20' },
    });
  });

  it('shows the value in the inputs and the slider, and clears to null when both ends are empty', async () => {
    const { onChange } = renderControl({ filter: amountFilter, mask: { filterState: { value: [20, 80] } } });
    await waitForBounds();
    expect(screen.getByRole('spinbutton', { name: 'Minimum value' })).toHaveValue('20');
    expect(screen.getByRole('spinbutton', { name: 'Maximum value' })).toHaveValue('80');
    expect(sliderHandles().map((handle) => handle.getAttribute('aria-valuenow'))).toEqual(['20', '80']);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Maximum value' }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'amount', op: '>=', val: 20 }] },
      filterState: { value: [20, null], label: 'x ≥ 20' },
    });
  });

  it('hands on both ends when the slider moves', async () => {
    const { onChange } = renderControl({ filter: amountFilter });
    await waitForBounds();
    const [low] = sliderHandles();
    fireEvent.keyDown(low!, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    fireEvent.keyUp(low!, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        extraFormData: {
          filters: [
            { col: 'amount', op: '>=', val: 11 },
            { col: 'amount', op: '<=', val: 90 },
          ],
        },
        filterState: { value: [11, 90], label: '11 ≤ x ≤ 90' },
      }),
    );
  });

  it('asks the bounds again with the parents\u2019 values when a cascade parent changes', async () => {
    const { rerenderWith } = renderControl({ filter: amountFilter });
    await waitForBounds();
    rerenderWith({ parentExtraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] } });
    await waitFor(() => expect(chartDataCalls).toHaveLength(2));
    expect(chartDataCalls[1]!.body.queries[0]!.filters).toEqual([{ col: 'region', op: 'IN', val: ['EMEA'] }]);
  });
});
