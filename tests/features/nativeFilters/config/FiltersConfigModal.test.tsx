import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetClient } from '../../../../src/api/client';
import { byDataTest, option, renderModal, rowIds, rows, savedFilter, server } from './configModalKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

async function addItem(kind: 'Filter' | 'Divider') {
  const user = userEvent.setup();
  await user.click(byDataTest('add-filter-button'));
  await user.click(await screen.findByText(kind, { selector: '.ant-dropdown-menu-title-content' }));
}

describe('FiltersConfigModal', () => {
  it("is 'Add and edit filters', 600 px wide, opened on the first item", async () => {
    renderModal({ items: [savedFilter('NATIVE_FILTER-Region'), savedFilter('NATIVE_FILTER-Country')] });
    expect(await screen.findByText('Add and edit filters')).toBeInTheDocument();
    expect(byDataTest('filters-config-modal')).toBeInTheDocument();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('600px');
    expect(rows()[0]).toHaveAttribute('aria-selected', 'true');
    expect(byDataTest('filter-name-input')).toHaveValue('Region');
  });

  it('opens on the given filter', () => {
    renderModal({
      items: [savedFilter('NATIVE_FILTER-Region'), savedFilter('NATIVE_FILTER-Country')],
      initialFilterId: 'NATIVE_FILTER-Country',
    });
    expect(byDataTest('filter-name-input')).toHaveValue('Country');
  });

  it('creates a value filter and saves its complete entry', async () => {
    const { onSave } = renderModal();
    const user = userEvent.setup();
    await addItem('Filter');
    await user.type(byDataTest('filter-name-input'), 'Region');
    await user.click(screen.getByRole('combobox', { name: 'Dataset' }));
    await waitFor(() => option('main.orders'));
    await user.click(option('main.orders'));
    await user.click(screen.getByRole('combobox', { name: 'Column' }));
    await waitFor(() => option('region'));
    // A value filter offers every filterable column of the dataset.
    expect(option('amount')).toBeInTheDocument();
    expect(option('ordered_at')).toBeInTheDocument();
    await user.click(option('region'));
    await user.click(byDataTest('filters-config-save'));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const result = onSave.mock.calls[0][0];
    const filter = {
      id: expect.stringMatching(/^NATIVE_FILTER-[A-Za-z0-9_-]+$/),
      type: 'NATIVE_FILTER',
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ datasetId: 7, column: { name: 'region' } }],
      controlValues: {
        enableEmptyFilter: false,
        defaultToFirstItem: false,
        multiSelect: true,
        searchAllOptions: false,
        inverseSelection: false,
      },
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
    };
    expect(result).toEqual({ items: [filter], modified: [filter], deleted: [], reordered: [] });
  });

  it('saves a default value from the column values, with its extra form data', async () => {
    const { onSave } = renderModal({ items: [savedFilter('NATIVE_FILTER-Region')] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Filter has default value' }));
    await user.click(screen.getByRole('combobox', { name: 'Default value' }));
    await waitFor(() => option('EMEA'));
    await user.click(option('EMEA'));
    await user.click(byDataTest('filters-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].modified).toMatchObject([
      {
        id: 'NATIVE_FILTER-Region',
        defaultDataMask: {
          extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
          filterState: { value: ['EMEA'] },
          ownState: {},
        },
      },
    ]);
  });

  it('edits an existing filter: only it is modified', async () => {
    const items = [savedFilter('NATIVE_FILTER-Region'), savedFilter('NATIVE_FILTER-Country')];
    const { onSave } = renderModal({ items });
    const user = userEvent.setup();
    await user.click(rows()[1]);
    await user.clear(byDataTest('filter-name-input'));
    await user.type(byDataTest('filter-name-input'), 'Nation');
    await user.click(screen.getByRole('checkbox', { name: 'Inverse selection' }));
    expect(rows()[1]).toHaveTextContent('Nation');
    await user.click(byDataTest('filters-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const result = onSave.mock.calls[0][0];
    expect(result.items.map((item) => item.id)).toEqual(['NATIVE_FILTER-Region', 'NATIVE_FILTER-Country']);
    expect(result.modified).toEqual([
      {
        ...savedFilter('NATIVE_FILTER-Country'),
        name: 'Nation',
        controlValues: {
          multiSelect: true,
          enableEmptyFilter: false,
          defaultToFirstItem: false,
          inverseSelection: true,
        },
      },
    ]);
    expect(result.deleted).toEqual([]);
    expect(result.reordered).toEqual([]);
  });

  it('reorders from the keyboard (Alt+ArrowDown / Alt+ArrowUp) and saves the new order', async () => {
    const items = [savedFilter('NATIVE_FILTER-A'), savedFilter('NATIVE_FILTER-B'), savedFilter('NATIVE_FILTER-C')];
    const { onSave } = renderModal({ items });
    const user = userEvent.setup();
    rows()[0].focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(rowIds()).toEqual(['NATIVE_FILTER-B', 'NATIVE_FILTER-A', 'NATIVE_FILTER-C']);
    expect(document.activeElement).toBe(rows()[1]);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(rowIds()).toEqual(['NATIVE_FILTER-B', 'NATIVE_FILTER-C', 'NATIVE_FILTER-A']);
    rows()[1].focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(rowIds()).toEqual(['NATIVE_FILTER-C', 'NATIVE_FILTER-B', 'NATIVE_FILTER-A']);
    await user.click(byDataTest('filters-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const result = onSave.mock.calls[0][0];
    expect(result.reordered).toEqual(['NATIVE_FILTER-C', 'NATIVE_FILTER-B', 'NATIVE_FILTER-A']);
    expect(result.modified).toEqual([]);
  });

  it('adds a divider with a title and description', async () => {
    const { onSave } = renderModal({ items: [savedFilter('NATIVE_FILTER-Region')] });
    const user = userEvent.setup();
    await addItem('Divider');
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    await user.type(byDataTest('divider-title-input'), 'Geography');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Where it happened');
    await user.click(byDataTest('filters-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const divider = {
      id: expect.stringMatching(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]+$/),
      type: 'DIVIDER',
      title: 'Geography',
      description: 'Where it happened',
    };
    expect(onSave.mock.calls[0][0]).toMatchObject({ modified: [divider], deleted: [], reordered: [] });
    expect(onSave.mock.calls[0][0].items[1]).toEqual(divider);
  });

  it('refuses to save an invalid filter: selects it, shows why, saves nothing', async () => {
    const { onSave } = renderModal({ items: [savedFilter('NATIVE_FILTER-Region')] });
    const user = userEvent.setup();
    await addItem('Filter');
    await user.click(rows()[0]);
    await user.click(byDataTest('filters-config-save'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Dataset is required')).toBeInTheDocument();
    expect(screen.getByText('Column is required')).toBeInTheDocument();
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    expect(onSave).not.toHaveBeenCalled();
    // A fixed field loses its message.
    await user.type(byDataTest('filter-name-input'), 'Country');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(screen.getByText('Dataset is required')).toBeInTheDocument();
  });

  it('refuses a divider without a title', async () => {
    const { onSave } = renderModal();
    const user = userEvent.setup();
    await addItem('Divider');
    await user.click(byDataTest('filters-config-save'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a dependency cycle and focuses the first failing filter on its parent field', async () => {
    const items = [
      savedFilter('NATIVE_FILTER-Region'),
      savedFilter('NATIVE_FILTER-Country', { cascadeParentIds: ['NATIVE_FILTER-City'] }),
      savedFilter('NATIVE_FILTER-City', { cascadeParentIds: ['NATIVE_FILTER-Country'] }),
    ];
    const { onSave } = renderModal({ items });
    const user = userEvent.setup();
    await user.click(byDataTest('filters-config-save'));
    expect(await screen.findByText('Cannot create cyclic hierarchy')).toBeInTheDocument();
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    expect(byDataTest('filter-name-input')).toHaveValue('Country');
    await waitFor(() =>
      expect(byDataTest('parent-filters-field')).toContainElement(document.activeElement as HTMLElement),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the modal open with the message when the save is rejected', async () => {
    const { onSave } = renderModal({
      items: [savedFilter('NATIVE_FILTER-Region')],
      onSave: vi.fn(async () => {
        throw new Error('Sorry, there was an error saving this dashboard: boom');
      }),
    });
    const user = userEvent.setup();
    await user.click(byDataTest('filters-config-save'));
    expect(await screen.findByText('Sorry, there was an error saving this dashboard: boom')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(byDataTest('filters-config-modal')).toBeInTheDocument();
  });

  it('Cancel closes without saving', async () => {
    const { onSave, onCancel } = renderModal({ items: [savedFilter('NATIVE_FILTER-Region')] });
    const user = userEvent.setup();
    await user.click(within(byDataTest('filters-config-modal')).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers numeric columns to a numerical range', async () => {
    renderModal({
      items: [savedFilter('NATIVE_FILTER-Amount', { filterType: 'filter_range', targets: [{ datasetId: 7 }] })],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Column' }));
    await waitFor(() => option('amount'));
    expect(() => option('region')).toThrow();
  });
});
