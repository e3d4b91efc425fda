// @vitest-environment node
/** The scoping modal's rules without the UI: the tree, checked nodes ↔ scope, and what is saved. */
import { describe, expect, it } from 'vitest';
import {
  checkedChartKeys,
  scopeFromCheckedKeys,
  scopeTreeData,
} from '../../../../src/features/nativeFilters/components/crossFilterScoping/scopeTree';
import {
  initialDraft,
  savedScoping,
  shownScope,
  withScope,
} from '../../../../src/features/nativeFilters/components/crossFilterScoping/scopingDraft';
import { CHARTS, LAYOUT } from './scopingFixture';

const ROOT = { rootPath: ['ROOT_ID'], excluded: [] };
const names = new Map(CHARTS.map((chart) => [chart.id, chart.sliceName]));

describe('scope tree', () => {
  it('shows tabs and charts under "All charts", flattening containers and leaving out tabs without charts', () => {
    expect(scopeTreeData(LAYOUT, names, null)).toEqual([
      {
        key: 'ROOT_ID',
        title: 'All charts',
        children: [
          { key: 'CHART-1', title: 'Revenue', isLeaf: true, disabled: false },
          { key: 'CHART-2', title: 'Orders (renamed)', isLeaf: true, disabled: false },
          {
            key: 'TAB-1',
            title: 'Sales',
            children: [{ key: 'CHART-3', title: 'Funnel', isLeaf: true, disabled: false }],
          },
          {
            key: 'TAB-3',
            title: 'People',
            children: [{ key: 'CHART-4', title: 'Visitors', isLeaf: true, disabled: false }],
          },
        ],
      },
    ]);
  });

  it("disables a chart's own node in its own scope", () => {
    const [root] = scopeTreeData(LAYOUT, names, 3);
    const sales = root?.children?.find((node) => node.key === 'TAB-1');
    expect(sales?.children?.[0]).toMatchObject({ key: 'CHART-3', disabled: true });
    expect(root?.children?.[0]).toMatchObject({ key: 'CHART-1', disabled: false });
  });

  it('checks the charts in scope, and turns checked charts back into the whole dashboard minus the rest', () => {
    expect(checkedChartKeys(LAYOUT, { rootPath: ['TAB-1'], excluded: [] }, null)).toEqual(['CHART-3']);
    expect(checkedChartKeys(LAYOUT, { rootPath: ['ROOT_ID'], excluded: [2] }, null)).toEqual([
      'CHART-1',
      'CHART-3',
      'CHART-4',
    ]);
    // The own chart shows checked and is never excluded.
    expect(checkedChartKeys(LAYOUT, { rootPath: ['ROOT_ID'], excluded: [1, 2] }, 1)).toEqual([
      'CHART-1',
      'CHART-3',
      'CHART-4',
    ]);
    expect(scopeFromCheckedKeys(LAYOUT, ['TAB-1', 'CHART-3'], null)).toEqual({
      rootPath: ['ROOT_ID'],
      excluded: [1, 2, 4],
    });
    expect(scopeFromCheckedKeys(LAYOUT, ['CHART-2'], 1)).toEqual({ rootPath: ['ROOT_ID'], excluded: [3, 4] });
  });
});

describe('scoping draft', () => {
  it('gives every listed chart an entry, global unless configured', () => {
    const draft = initialDraft(
      { 2: { id: 2, crossFilters: { scope: { rootPath: ['TAB-1'], excluded: [] } } } },
      { scope: ROOT },
      [1, 2],
    );
    expect(draft.charts).toEqual({ 1: 'global', 2: { rootPath: ['TAB-1'], excluded: [] } });
    expect(draft.global).toEqual(ROOT);
  });

  it('shows a global chart the global scope without itself', () => {
    const draft = initialDraft({}, { scope: { rootPath: ['ROOT_ID'], excluded: [1, 4] } }, [1, 2]);
    expect(shownScope(draft, 1)).toEqual({ rootPath: ['ROOT_ID'], excluded: [4] });
    expect(shownScope(draft, null)).toEqual({ rootPath: ['ROOT_ID'], excluded: [1, 4] });
  });

  it('saves every chartsInScope recomputed from the layout, never listing the chart itself', () => {
    let draft = initialDraft(
      { 1: { id: 1, crossFilters: { scope: 'global', chartsInScope: [99] } } },
      { scope: ROOT, chartsInScope: [99] },
      [1, 2, 3],
    );
    draft = withScope(draft, null, { rootPath: ['ROOT_ID'], excluded: [4] });
    draft = withScope(draft, 3, { rootPath: ['TAB-3'], excluded: [] });
    expect(savedScoping(LAYOUT, draft)).toEqual({
      chartConfiguration: {
        1: { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3] } },
        2: { id: 2, crossFilters: { scope: 'global', chartsInScope: [1, 3] } },
        3: { id: 3, crossFilters: { scope: { rootPath: ['TAB-3'], excluded: [] }, chartsInScope: [4] } },
      },
      globalChartConfiguration: { scope: { rootPath: ['ROOT_ID'], excluded: [4] }, chartsInScope: [1, 2, 3] },
    });
  });
});
