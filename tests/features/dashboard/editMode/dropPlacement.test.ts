// @vitest-environment node
/**
 * Where a drop lands (pure): the insert index from the pointer, the candidates the hovered
 * components offer, and the choice among them by the layout verbs' answers — climbing out of
 * containers the item cannot enter, but staying (refused) where only room is missing.
 */
import { describe, expect, it } from 'vitest';
import { dropEdit, dropRefusal, rememberedDropRefusal } from '../../../../src/features/dashboard/editMode/dropEdit';
import {
  childAxis,
  chooseDrop,
  dropCandidates,
  insertIndex,
  type HoverLevel,
} from '../../../../src/features/dashboard/editMode/dropPlacement';
import type { DashboardDragItem } from '../../../../src/features/dashboard/editMode/dragItems';
import {
  DROP_INTO_ITSELF_MESSAGE,
  INVALID_DROP_MESSAGE,
  NO_CHART_DEFINITION_MESSAGE,
  NOT_ENOUGH_SPACE_MESSAGE,
  TOP_LEVEL_TAB_INTO_NESTED_MESSAGE,
} from '../../../../src/features/dashboard/layout/layoutConstants';
import { gridLayout, tabbedLayout } from '../editing/editingFixtures';

const newChart: DashboardDragItem = {
  source: 'pane',
  type: 'CHART',
  meta: { chartId: 9, sliceName: 'Nine', width: 4, height: 50 },
};
const newRow: DashboardDragItem = { source: 'pane', type: 'ROW' };
const moving = (componentId: string, type: string): DashboardDragItem => ({ source: 'grid', type, componentId });

describe('insertIndex', () => {
  it('counts the children whose middle the pointer has passed', () => {
    expect(insertIndex([], 100)).toBe(0);
    expect(insertIndex([10, 30, 50], 5)).toBe(0);
    expect(insertIndex([10, 30, 50], 20)).toBe(1);
    expect(insertIndex([10, 30, 50], 30)).toBe(1);
    expect(insertIndex([10, 30, 50], 60)).toBe(3);
  });
});

describe('childAxis', () => {
  it('lays rows and tab bars out horizontally, everything else vertically', () => {
    expect(childAxis('ROW')).toBe('horizontal');
    expect(childAxis('TABS')).toBe('horizontal');
    expect(childAxis('GRID')).toBe('vertical');
    expect(childAxis('TAB')).toBe('vertical');
    expect(childAxis('COLUMN')).toBe('vertical');
  });
});

describe('dropCandidates', () => {
  it('lists inside before beside, innermost first, after a component meaning its index + 1', () => {
    const levels: HoverLevel[] = [
      { inside: { parentId: 'ROW-a', index: 1 }, beside: { parentId: 'GRID_ID', index: 0, after: true } },
      { beside: { parentId: 'TAB-a', index: 2, after: false } },
    ];
    expect(dropCandidates(levels)).toEqual([
      { parentId: 'ROW-a', index: 1 },
      { parentId: 'GRID_ID', index: 1 },
      { parentId: 'TAB-a', index: 2 },
    ]);
  });
});

describe('chooseDrop', () => {
  const a = { parentId: 'A', index: 0 };
  const b = { parentId: 'B', index: 1 };
  const c = { parentId: 'C', index: 2 };

  it('takes the first candidate the verbs accept, looking past "not in this container"', () => {
    const answers = new Map([
      ['A', INVALID_DROP_MESSAGE],
      ['B', DROP_INTO_ITSELF_MESSAGE],
      ['C', undefined],
    ]);
    expect(chooseDrop([a, b, c], (p) => answers.get(p.parentId))).toEqual({ placement: c });
  });

  it('stays refused where the refusal is not about nesting (so the drop shows its message)', () => {
    const answers = new Map([
      ['A', INVALID_DROP_MESSAGE],
      ['B', NOT_ENOUGH_SPACE_MESSAGE],
      ['C', undefined],
    ]);
    expect(chooseDrop([a, b, c], (p) => answers.get(p.parentId))).toEqual({
      placement: b,
      refusal: NOT_ENOUGH_SPACE_MESSAGE,
    });
  });

  it('falls back to the most specific candidate, refused, when none fits; nothing without candidates', () => {
    expect(chooseDrop([a, b], () => INVALID_DROP_MESSAGE)).toEqual({ placement: a, refusal: INVALID_DROP_MESSAGE });
    expect(chooseDrop([], () => undefined)).toBeUndefined();
  });
});

describe('choosing with the layout verbs', () => {
  const choose = (item: DashboardDragItem, levels: HoverLevel[], layout = gridLayout()) =>
    chooseDrop(dropCandidates(levels), (placement) => dropRefusal(layout, item, placement));

  // The pointer on the left half of CHART-b, in the full row ROW-a (4 + 8 columns).
  const overChartB: HoverLevel[] = [
    { beside: { parentId: 'ROW-a', index: 1, after: false } },
    { beside: { parentId: 'GRID_ID', index: 0, after: false } },
  ];

  it('a new chart over a full row is refused there for lack of room, not moved to another row', () => {
    expect(choose(newChart, overChartB)).toEqual({
      placement: { parentId: 'ROW-a', index: 1 },
      refusal: NOT_ENOUGH_SPACE_MESSAGE,
    });
  });

  it('a new row over a chart lands beside the chart’s row (rows cannot nest in rows)', () => {
    expect(choose(newRow, overChartB)).toEqual({ placement: { parentId: 'GRID_ID', index: 0 } });
  });

  it('a chart moved within its own full row keeps its width and is accepted', () => {
    const rightOfB: HoverLevel[] = [{ beside: { parentId: 'ROW-a', index: 1, after: true } }];
    expect(choose(moving('CHART-a', 'CHART'), rightOfB)).toEqual({ placement: { parentId: 'ROW-a', index: 2 } });
  });

  it('a row dragged over its own chart lands beside itself, not into itself', () => {
    expect(choose(moving('ROW-a', 'ROW'), overChartB)).toEqual({ placement: { parentId: 'GRID_ID', index: 0 } });
  });

  it('new tabs on the root strip become top-level tabs; a chart there goes to the top of the grid', () => {
    const rootStrip: HoverLevel[] = [
      { inside: { parentId: 'ROOT_ID', index: 0 } },
      { inside: { parentId: 'GRID_ID', index: 0 } },
    ];
    expect(choose({ source: 'pane', type: 'TABS' }, rootStrip)).toEqual({
      placement: { parentId: 'ROOT_ID', index: 0 },
    });
    expect(choose(newChart, rootStrip)).toEqual({ placement: { parentId: 'GRID_ID', index: 0 } });
  });

  it('a top-level tab over nested tabs is refused with its message', () => {
    const overInnerTabs: HoverLevel[] = [{ beside: { parentId: 'TABS-inner', index: 0, after: false } }];
    expect(choose(moving('TAB-a', 'TAB'), overInnerTabs, tabbedLayout())).toEqual({
      placement: { parentId: 'TABS-inner', index: 0 },
      refusal: TOP_LEVEL_TAB_INTO_NESTED_MESSAGE,
    });
  });

  it('a saved chart without a definition is refused with the spec’s message', () => {
    const undefinedChart: DashboardDragItem = { source: 'pane', type: 'CHART', meta: { sliceName: 'Gone' } };
    expect(dropRefusal(gridLayout(), undefinedChart, { parentId: 'GRID_ID', index: 0 })).toBe(
      NO_CHART_DEFINITION_MESSAGE,
    );
  });
});

describe('dropEdit', () => {
  it('creates what comes from the pane and moves what is on the grid', () => {
    expect(dropEdit(newChart, { parentId: 'ROW-b', index: 1 })).toEqual({
      kind: 'create',
      type: 'CHART',
      parentId: 'ROW-b',
      index: 1,
      meta: newChart.meta,
    });
    expect(dropEdit(moving('CHART-a', 'CHART'), { parentId: 'GRID_ID', index: 4 })).toEqual({
      kind: 'move',
      componentId: 'CHART-a',
      parentId: 'GRID_ID',
      index: 4,
    });
  });
});

describe('rememberedDropRefusal', () => {
  it('answers afresh once the layout changes', () => {
    const refusalOf = rememberedDropRefusal();
    const full = gridLayout();
    const placement = { parentId: 'ROW-a', index: 2 };
    expect(refusalOf(full, newChart, placement)).toBe(NOT_ENOUGH_SPACE_MESSAGE);
    const roomy = { ...full, 'CHART-b': { ...full['CHART-b']!, meta: { ...full['CHART-b']!.meta, width: 4 } } };
    expect(refusalOf(roomy, newChart, placement)).toBeUndefined();
  });
});
