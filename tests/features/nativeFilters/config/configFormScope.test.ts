// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkedKeysFromScope,
  scopeFromCheckedKeys,
  scopeTree,
} from '../../../../src/features/nativeFilters/rules/configFormScope';
import { CHARTS, LAYOUT } from './configLayout';

describe('the scoping tree', () => {
  it("holds the tabs and charts under 'All panels', in layout order, other components see-through", () => {
    const strip = (node: ReturnType<typeof scopeTree>): unknown => ({
      key: node.key,
      title: node.title,
      children: node.children.map(strip),
    });
    expect(strip(scopeTree(LAYOUT, CHARTS))).toEqual({
      key: 'ROOT_ID',
      title: 'All panels',
      children: [
        { key: 'CHART-a', title: 'Sales', children: [] },
        {
          key: 'TAB-1',
          title: 'North',
          children: [
            { key: 'CHART-b', title: 'Orders', children: [] },
            { key: 'CHART-c', title: 'Returns', children: [] },
          ],
        },
        { key: 'TAB-2', title: 'South', children: [{ key: 'CHART-d', title: 'Margin', children: [] }] },
      ],
    });
  });

  it('names a chart without a slice name in its meta after the dashboard chart', () => {
    const layout = { ...LAYOUT, 'CHART-a': { ...LAYOUT['CHART-a'], meta: { chartId: 1 } } };
    expect(scopeTree(layout, CHARTS).children[0].title).toBe('Sales');
  });
});

describe('checked charts → scope', () => {
  it('everything checked is the whole dashboard', () => {
    expect(
      scopeFromCheckedKeys(['ROOT_ID', 'CHART-a', 'TAB-1', 'CHART-b', 'CHART-c', 'TAB-2', 'CHART-d'], LAYOUT),
    ).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
  });

  it('an unchecked chart is excluded from the root', () => {
    expect(scopeFromCheckedKeys(['CHART-a', 'CHART-c', 'CHART-d'], LAYOUT)).toEqual({
      rootPath: ['ROOT_ID'],
      excluded: [2],
    });
  });

  it('a whole tab alone becomes the root', () => {
    expect(scopeFromCheckedKeys(['TAB-1', 'CHART-b', 'CHART-c'], LAYOUT)).toEqual({
      rootPath: ['TAB-1'],
      excluded: [],
    });
  });

  it('charts in two tabs make both tabs roots, excluding their unchecked charts', () => {
    expect(scopeFromCheckedKeys(['CHART-b', 'CHART-d'], LAYOUT)).toEqual({
      rootPath: ['TAB-1', 'TAB-2'],
      excluded: [3],
    });
  });

  it('nothing checked is an empty scope', () => {
    expect(scopeFromCheckedKeys([], LAYOUT)).toEqual({ rootPath: [], excluded: [] });
  });
});

describe('scope → checked charts', () => {
  it('checks the charts under a root that are not excluded', () => {
    expect(checkedKeysFromScope({ rootPath: ['ROOT_ID'], excluded: [3] }, LAYOUT)).toEqual([
      'CHART-a',
      'CHART-b',
      'CHART-d',
    ]);
    expect(checkedKeysFromScope({ rootPath: ['TAB-1'], excluded: [3] }, LAYOUT)).toEqual(['CHART-b']);
  });

  it('round-trips with the checked keys', () => {
    const scope = { rootPath: ['TAB-1', 'TAB-2'], excluded: [3] };
    expect(scopeFromCheckedKeys(checkedKeysFromScope(scope, LAYOUT), LAYOUT)).toEqual(scope);
  });
});
