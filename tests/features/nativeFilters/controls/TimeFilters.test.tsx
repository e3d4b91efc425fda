import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import rison from 'rison';
import { resetClient } from '../../../../src/api/client';
import type { NativeFilterConfig } from '../../../../src/features/nativeFilters/rules/filterTypes';
import { controlRoot, renderControl, resetHarness, server } from './controlsHarness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetHarness();
});

const filterOf = (filterType: string, name: string): NativeFilterConfig => ({
  id: `NATIVE_FILTER-${filterType}`,
  name,
  filterType,
  targets: [{ datasetId: 7 }],
  controlValues: {},
});

function optionLabels(): string[] {
  return [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent ?? '');
}

function option(name: string): Element {
  const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === name);
  if (!found) throw new Error(`no option ${name}; shown: ${optionLabels().join(', ')}`);
  return found;
}

/** antd's radio button: its input takes no pointer, its label does. */
function radioLabel(name: string): HTMLElement {
  return screen.getByRole('radio', { name }).closest('label')!;
}

describe('TimeRangeFilter', () => {
  it("uses Explore's picker; a range is the value and 'No filter' is none", async () => {
    const { onChange, container } = renderControl({ filter: filterOf('filter_time', 'When') });
    const user = userEvent.setup();
    // The picker's code arrives with the first time-range filter shown.
    const picker = await screen.findByTestId('time-range-picker');
    expect(controlRoot(container)).toContainElement(picker);
    expect(screen.getByRole('radio', { name: 'No filter' })).toBeChecked();
    await user.click(radioLabel('Last'));
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { time_range: 'Last week' },
      filterState: { value: 'Last week', label: 'Last week' },
    });
    await user.click(radioLabel('No filter'));
    expect(onChange).toHaveBeenLastCalledWith({ extraFormData: {}, filterState: { value: null } });
  });

  it('follows a value changed from outside', async () => {
    const filter = filterOf('filter_time', 'When');
    const { rerenderWith } = renderControl({ filter, mask: { filterState: { value: 'Last year' } } });
    expect(await screen.findByRole('radio', { name: 'Last' })).toBeChecked();
    rerenderWith({ mask: { filterState: { value: null } } });
    expect(screen.getByRole('radio', { name: 'No filter' })).toBeChecked();
  });
});

describe('TimeGrainFilter', () => {
  it('offers the time grains by label and hands on the code', async () => {
    const { onChange } = renderControl({ filter: filterOf('filter_timegrain', 'Grain') });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Grain' }));
    await waitFor(() => expect(optionLabels().slice(0, 3)).toEqual(['5 second', '30 second', 'Minute']));
    await user.click(option('Day'));
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { time_grain_sqla: 'P1D' },
      filterState: { value: 'P1D', label: 'Day' },
    });
  });
});

describe('TimeColumnFilter', () => {
  it("offers the dataset's temporal columns and hands on the column name", async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/v1/dataset/7', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({
          id: 7,
          result: {
            columns: [
              { column_name: 'order_date', verbose_name: 'Order date', is_dttm: true },
              { column_name: 'region', verbose_name: null, is_dttm: false },
              { column_name: 'shipped_at', verbose_name: null, is_dttm: true },
            ],
          },
        });
      }),
    );
    const { onChange } = renderControl({ filter: filterOf('filter_timecolumn', 'Time column') });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(rison.decode(asked[0]!.searchParams.get('q')!)).toEqual({
      keys: ['none'],
      columns: ['columns.column_name', 'columns.verbose_name', 'columns.is_dttm'],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Time column' }));
    await waitFor(() => expect(optionLabels()).toEqual(['Order date', 'shipped_at']));
    await user.click(option('Order date'));
    expect(onChange).toHaveBeenLastCalledWith({
      extraFormData: { granularity_sqla: 'order_date' },
      filterState: { value: 'order_date', label: 'order_date' },
    });
  });
});

describe('FilterControl', () => {
  it('renders an empty control for a filter type it does not know', () => {
    const { container } = renderControl({ filter: filterOf('filter_unknown', 'Other') });
    expect(controlRoot(container)).toBeEmptyDOMElement();
  });
});
