/** The 'Cross-filtering scoping' modal: the entries, the tree of the selected one, and what Save hands over. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  CROSS_FILTER_SCOPING_TITLE,
  CrossFilterScopingModal,
  type CrossFilterScopingModalProps,
} from '../../../../src/features/nativeFilters/components/crossFilterScoping';
import { CHARTS, LAYOUT } from './scopingFixture';

type SaveArgument = Parameters<CrossFilterScopingModalProps['onSave']>[0];

function renderModal(overrides: Partial<CrossFilterScopingModalProps> = {}) {
  const onSave = vi.fn<(next: SaveArgument) => Promise<void>>(() => Promise.resolve());
  const onCancel = vi.fn();
  const props: CrossFilterScopingModalProps = {
    open: true,
    layout: LAYOUT,
    charts: CHARTS,
    chartConfiguration: {
      1: { id: 1, crossFilters: { scope: 'global' } },
      2: { id: 2, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } },
    },
    globalChartConfiguration: { scope: { rootPath: ['ROOT_ID'], excluded: [] } },
    onSave,
    onCancel,
    ...overrides,
  };
  render(<CrossFilterScopingModal {...props} />);
  return { onSave, onCancel };
}

const modal = () => {
  const root = document.querySelector<HTMLElement>('[data-test="cross-filter-scoping-modal"]');
  if (!root) throw new Error('The modal is not shown');
  return root;
};
const tree = () => modal().querySelector<HTMLElement>('[data-test="cross-filter-scoping-tree"]') as HTMLElement;
const save = () => modal().querySelector<HTMLElement>('[data-test="cross-filter-scoping-save"]') as HTMLElement;
const chartEntry = (name: string) =>
  within(modal()).getByRole('button', { name }).closest('[data-test="cross-filter-scoping-chart"]') as HTMLElement;

/** The tree node titled `title`. */
function treeNode(title: string): HTMLElement {
  const node = within(tree()).getByText(title).closest('.ant-tree-treenode');
  if (!(node instanceof HTMLElement)) throw new Error(`No tree node "${title}"`);
  return node;
}
const isChecked = (title: string) => treeNode(title).querySelector('.ant-tree-checkbox-checked') !== null;
const toggle = (title: string) => fireEvent.click(treeNode(title).querySelector('.ant-tree-checkbox') as HTMLElement);

describe('CrossFilterScopingModal', () => {
  it("lists 'All charts' and every chart, a chart with its own scope marked, and shows the global tree first", () => {
    renderModal();
    expect(within(modal()).getByText(CROSS_FILTER_SCOPING_TITLE)).toBeInTheDocument();
    expect(CROSS_FILTER_SCOPING_TITLE).toBe('Cross-filtering scoping');
    const entries = [...modal().querySelectorAll('[data-test="cross-filter-scoping-chart"]')];
    expect(entries.map((entry) => entry.querySelector('button')?.textContent)).toEqual(CHARTS.map((c) => c.sliceName));
    expect(chartEntry('Orders')).toHaveAttribute('data-custom', 'true');
    expect(within(chartEntry('Orders')).getByText('Custom')).toBeInTheDocument();
    expect(chartEntry('Revenue')).toHaveAttribute('data-custom', 'false');
    expect(modal().querySelector('[data-test="cross-filter-scoping-global"]')).toHaveAttribute('aria-pressed', 'true');
    for (const title of ['All charts', 'Revenue', 'Orders (renamed)', 'Sales', 'Funnel', 'People', 'Visitors']) {
      expect(isChecked(title), title).toBe(true);
    }
  });

  it('saves an unchecked chart out of the global scope; global charts keep scope "global" with recomputed lists', async () => {
    const { onSave } = renderModal();
    toggle('Visitors');
    expect(isChecked('Visitors')).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const next = onSave.mock.calls[0]?.[0];
    expect(next?.globalChartConfiguration).toEqual({
      scope: { rootPath: ['ROOT_ID'], excluded: [4] },
      chartsInScope: [1, 2, 3],
    });
    expect(next?.chartConfiguration).toEqual({
      1: { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3] } },
      2: { id: 2, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] }, chartsInScope: [1, 4] } },
      3: { id: 3, crossFilters: { scope: 'global', chartsInScope: [1, 2] } },
      4: { id: 4, crossFilters: { scope: 'global', chartsInScope: [1, 2, 3] } },
    });
  });

  it("gives a chart a custom scope from its own tree, where the chart's node is disabled", async () => {
    const { onSave } = renderModal();
    fireEvent.click(within(modal()).getByRole('button', { name: 'Revenue' }));
    expect(treeNode('Revenue')).toHaveClass('ant-tree-treenode-disabled');
    expect(treeNode('Funnel')).not.toHaveClass('ant-tree-treenode-disabled');
    toggle('Sales');
    expect(isChecked('Funnel')).toBe(false);
    expect(chartEntry('Revenue')).toHaveAttribute('data-custom', 'true');
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].chartConfiguration[1]).toEqual({
      id: 1,
      crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] }, chartsInScope: [2, 4] },
    });
  });

  it('puts a custom chart back on the global scope', async () => {
    const { onSave } = renderModal();
    fireEvent.click(within(chartEntry('Orders')).getByRole('button', { name: 'Use the global scoping for Orders' }));
    expect(chartEntry('Orders')).toHaveAttribute('data-custom', 'false');
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].chartConfiguration[2]).toEqual({
      id: 2,
      crossFilters: { scope: 'global', chartsInScope: [1, 3, 4] },
    });
  });

  it('stays open as it was when the save fails, showing nothing of its own', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('500')));
    renderModal({ onSave });
    toggle('Visitors');
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save()).not.toHaveClass('ant-btn-loading'));
    expect(isChecked('Visitors')).toBe(false);
    expect(within(modal()).queryByRole('alert')).toBeNull();
    expect(within(modal()).queryByText(/failed/i)).toBeNull();
  });

  it('cancels without saving', () => {
    const { onSave, onCancel } = renderModal();
    fireEvent.click(within(modal()).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderModal({ open: false });
    expect(document.querySelector('[data-test="cross-filter-scoping-modal"]')).toBeNull();
    expect(screen.queryByText(CROSS_FILTER_SCOPING_TITLE)).toBeNull();
  });
});
