// @vitest-environment node
/** Reference §4.3 CREATE_COMPONENT and spec §3–§5: builder-pane defaults, wrapping, first tab, refusals. */
import { describe, expect, it } from 'vitest';
import { createComponent } from '../../../../src/features/dashboard/editing';
import { counterIds, edited, frozen, gridLayout, tabbedLayout } from './editingFixtures';
import { layoutProblems } from './layoutInvariants';

const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';

describe('createComponent', () => {
  it('wraps a new chart dropped in the grid in a new row, 4 wide and 50 high', () => {
    const layout = frozen(gridLayout());
    const next = edited(
      createComponent(layout, {
        type: 'CHART',
        parentId: 'GRID_ID',
        index: 1,
        meta: { chartId: 9, sliceName: 'Nine' },
        newId: counterIds(),
      }),
    );
    expect(next.GRID_ID!.children).toEqual(['ROW-a', 'ROW-n2', 'ROW-b', 'HEADER-a', 'DIVIDER-a']);
    expect(next['ROW-n2']!.children).toEqual(['CHART-n1']);
    expect(next['CHART-n1']!.meta).toEqual({ width: 4, height: 50, chartId: 9, sliceName: 'Nine' });
    expect(next['CHART-n1']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-n2']);
    expect(layoutProblems(next)).toEqual([]);
  });

  it("adds a header 'New header' and markdown without a row where they may sit", () => {
    const layout = frozen(gridLayout());
    const withHeader = edited(createComponent(layout, { type: 'HEADER', parentId: 'COLUMN-a', index: 0 }));
    const headerId = withHeader['COLUMN-a']!.children[0]!;
    expect(withHeader[headerId]!.meta).toMatchObject({ text: 'New header', headerSize: 'MEDIUM_HEADER' });
    expect(headerId).toMatch(/^HEADER-[\w-]{21}$/);
    const withMarkdown = edited(createComponent(layout, { type: 'MARKDOWN', parentId: 'COLUMN-a', index: 2 }));
    expect(withMarkdown[withMarkdown['COLUMN-a']!.children[2]!]!.type).toBe('MARKDOWN');
  });

  it("gives new tabs a first tab titled 'Tab title'", () => {
    const next = edited(
      createComponent(frozen(gridLayout()), { type: 'TABS', parentId: 'GRID_ID', index: 4, newId: counterIds() }),
    );
    expect(next['TABS-n1']!.children).toEqual(['TAB-n2']);
    expect(next['TAB-n2']!.meta).toMatchObject({ defaultText: 'Tab title', placeholder: 'Tab title' });
    expect(layoutProblems(next)).toEqual([]);
  });

  it('makes new tabs dropped on the root the top-level tabs holding the grid', () => {
    const layout = frozen(gridLayout());
    const next = edited(createComponent(layout, { type: 'TABS', parentId: 'ROOT_ID', index: 0, newId: counterIds() }));
    expect(next.ROOT_ID!.children).toEqual(['TABS-n1']);
    expect(next['TAB-n2']!.children).toEqual(layout.GRID_ID!.children);
    expect(next.GRID_ID!.children).toEqual([]);
    expect(layoutProblems(next)).toEqual([]);
  });

  it('adds a tab to existing tabs', () => {
    const next = edited(createComponent(frozen(tabbedLayout()), { type: 'TAB', parentId: 'TABS-inner', index: 2 }));
    expect(next['TABS-inner']!.children).toHaveLength(3);
  });

  it('shrinks a new chart to the room left in a row, and refuses when none is left', () => {
    const layout = frozen(gridLayout());
    expect(createComponent(layout, { type: 'CHART', parentId: 'ROW-a', index: 0, meta: { chartId: 5 } })).toEqual({
      error: NOT_ENOUGH_SPACE,
    });
    const next = edited(createComponent(layout, { type: 'CHART', parentId: 'ROW-c', index: 1, meta: { chartId: 5 } }));
    expect(next[next['ROW-c']!.children[1]!]!.meta.width).toBe(3);
  });

  it('refuses a chart without a chart definition', () => {
    expect(createComponent(gridLayout(), { type: 'CHART', parentId: 'GRID_ID', index: 0 })).toEqual({
      error: 'Sorry, there is no chart definition associated with the chart trying to be added.',
    });
  });

  it('refuses what the nesting table forbids, unknown places and positions', () => {
    const layout = frozen(gridLayout());
    expect(createComponent(layout, { type: 'HEADER', parentId: 'ROW-a', index: 0 })).toHaveProperty('error');
    expect(createComponent(layout, { type: 'ROW', parentId: 'ROW-c', index: 0 })).toHaveProperty('error');
    expect(createComponent(layout, { type: 'TAB', parentId: 'GRID_ID', index: 0 })).toHaveProperty('error');
    expect(createComponent(layout, { type: 'ROW', parentId: 'NOPE', index: 0 })).toHaveProperty('error');
    expect(createComponent(layout, { type: 'ROW', parentId: 'GRID_ID', index: 9 })).toHaveProperty('error');
    expect(createComponent(layout, { type: 'ROOT', parentId: 'GRID_ID', index: 0 })).toHaveProperty('error');
  });

  it('refuses a row too deep: a column in a row in a column', () => {
    const layout = frozen(gridLayout());
    // ROW-c is at depth 4: a column there would hold nothing but charts at depth 5 — allowed;
    // a row inside that column (depth 5) is not.
    const next = edited(createComponent(layout, { type: 'COLUMN', parentId: 'ROW-c', index: 1, meta: {} }));
    const columnId = next['ROW-c']!.children[1]!;
    expect(createComponent(next, { type: 'ROW', parentId: columnId, index: 0 })).toHaveProperty('error');
  });
});
