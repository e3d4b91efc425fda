/**
 * The edit frames (spec charts §3, reference §4.3): every component framed and focusable in edit
 * mode and nothing framed in view mode; Delete, a header's size, background and text, markdown's
 * editor, a row's background, tab titles, adding and removing tabs, and resizing — each one layout
 * edit through the editing verbs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gridLayout, tabbedLayout } from '../editing/editingFixtures';
import { frameOf, renderGrid } from './editGridHarness';

const frames = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-test="dashboard-component-frame"]')].map((frame) =>
    frame.getAttribute('data-layout-id'),
  );

async function editGrid(layout = gridLayout()) {
  const rendered = renderGrid(layout);
  await waitFor(() => frameOf(rendered.container, layout['GRID_ID']?.children[0] ?? 'TABS-top'));
  return rendered;
}

describe('edit mode', { timeout: 60_000 }, () => {
  it('frames every component below the grid, focusable, beside the builder pane', async () => {
    const { container } = await editGrid();
    expect(frames(container).sort()).toEqual(
      [
        'CHART-a',
        'CHART-b',
        'CHART-c',
        'COLUMN-a',
        'DIVIDER-a',
        'HEADER-a',
        'MARKDOWN-a',
        'ROW-a',
        'ROW-b',
        'ROW-c',
      ].sort(),
    );
    expect(frameOf(container, 'CHART-a').tabIndex).toBe(0);
    expect(container.querySelector('[data-test="dashboard-builder-pane"]')).toBeInTheDocument();
  });

  it('view mode draws the same layout without frames or the pane', async () => {
    const { container } = renderGrid(gridLayout(), false);
    await screen.findByText('Section');
    expect(frames(container)).toEqual([]);
    expect(container.querySelector('[data-test="dashboard-builder-pane"]')).not.toBeInTheDocument();
    expect(container.querySelector('[data-test="resize-handle"]')).not.toBeInTheDocument();
  });

  it('Delete removes the component', async () => {
    const { container, layoutNow } = await editGrid();
    fireEvent.click(within(frameOf(container, 'CHART-a')).getByRole('button', { name: 'Delete' }));
    expect(layoutNow()['CHART-a']).toBeUndefined();
    expect(layoutNow()['ROW-a']?.children).toEqual(['CHART-b']);
    await waitFor(() => expect(frames(container)).not.toContain('CHART-a'));
  });

  it("a header's menu sets its size and background", async () => {
    const { container, layoutNow } = await editGrid();
    fireEvent.click(within(frameOf(container, 'HEADER-a')).getByRole('button', { name: 'Header options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Large' }));
    expect(layoutNow()['HEADER-a']?.meta.headerSize).toBe('LARGE_HEADER');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'White background' }));
    expect(layoutNow()['HEADER-a']?.meta.background).toBe('BACKGROUND_WHITE');
  });

  it("a header's text is edited in place; Escape and an empty text keep the old one", async () => {
    const { container, layoutNow, toasts } = await editGrid();
    const header = frameOf(container, 'HEADER-a');
    fireEvent.click(within(header).getByText('Section'));
    const input = within(header).getByRole('textbox', { name: 'Header text' });
    fireEvent.change(input, { target: { value: 'Revenue' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(layoutNow()['HEADER-a']?.meta.text).toBe('Revenue');

    fireEvent.click(within(header).getByText('Revenue'));
    fireEvent.change(within(header).getByRole('textbox', { name: 'Header text' }), { target: { value: 'Nope' } });
    fireEvent.keyDown(within(header).getByRole('textbox', { name: 'Header text' }), { key: 'Escape' });
    fireEvent.click(within(header).getByText('Revenue'));
    fireEvent.change(within(header).getByRole('textbox', { name: 'Header text' }), { target: { value: '  ' } });
    fireEvent.blur(within(header).getByRole('textbox', { name: 'Header text' }));
    expect(layoutNow()['HEADER-a']?.meta.text).toBe('Revenue');
    expect(toasts()).toEqual([]);
  });

  it('markdown switches to a text editor and keeps the text once left, as one edit', async () => {
    const { container, layoutNow, store } = await editGrid();
    const markdown = frameOf(container, 'MARKDOWN-a');
    fireEvent.click(within(markdown).getByRole('button', { name: 'Edit' }));
    const editor = within(markdown).getByRole('textbox', { name: 'Markdown text' });
    expect(editor).toHaveAttribute('data-test', 'markdown-editor');
    expect(editor).toHaveValue('# Hi');
    fireEvent.change(editor, { target: { value: '# Bye' } });
    fireEvent.change(editor, { target: { value: '# Bye now' } });
    expect(layoutNow()['MARKDOWN-a']?.meta.code).toBe('# Hi');
    fireEvent.blur(editor);
    fireEvent.click(within(markdown).getByRole('button', { name: 'Preview' }));
    expect(layoutNow()['MARKDOWN-a']?.meta.code).toBe('# Bye now');
    expect(store.getState().dashboardLayout.past).toHaveLength(1);
    expect(within(markdown).queryByRole('textbox', { name: 'Markdown text' })).not.toBeInTheDocument();
  });

  it("a row's menu sets its background", async () => {
    const { container, layoutNow } = await editGrid();
    const row = frameOf(container, 'ROW-a');
    // The row's own toolbar comes before its children's.
    fireEvent.click(within(row).getAllByRole('button', { name: 'Background' })[0]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'White background' }));
    expect(layoutNow()['ROW-a']?.meta.background).toBe('BACKGROUND_WHITE');
  });

  it('resizing snaps to columns and 8 px units and makes one edit on release', async () => {
    const { container, layoutNow, store } = await editGrid();
    const handle = within(frameOf(container, 'CHART-c')).getByRole('separator', { name: 'Resize' });
    // The grid is drawn 1200 px wide here: a column step is (1200 + 16) / 12 px.
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 110, clientY: 50 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 213, clientY: 90 });
    expect(frameOf(container, 'CHART-c').querySelector('[data-test="resize-preview"]')).toHaveTextContent('5 × 50');
    expect(layoutNow()['CHART-c']?.meta).toMatchObject({ width: 3, height: 40 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 213, clientY: 90 });
    expect(layoutNow()['CHART-c']?.meta).toMatchObject({ width: 5, height: 50 });
    expect(store.getState().dashboardLayout.past).toHaveLength(1);
  });

  it('a width cannot grow past the room its row has left', async () => {
    const { container, layoutNow } = await editGrid();
    const handle = within(frameOf(container, 'CHART-a')).getByRole('separator', { name: 'Resize' });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 500, clientY: 0 });
    expect(layoutNow()['CHART-a']?.meta.width).toBe(4);
  });
});

describe('tabs in edit mode', { timeout: 60_000 }, () => {
  it("the open tab's title is edited in place", async () => {
    const { container, layoutNow } = await editGrid(tabbedLayout());
    const tab = frameOf(container, 'TAB-a');
    fireEvent.click(within(tab).getByText('Overview'));
    const input = within(tab).getByRole('textbox', { name: 'Tab title' });
    fireEvent.change(input, { target: { value: 'Summary' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(layoutNow()['TAB-a']?.meta.text).toBe('Summary');
  });

  it("tabs are added (titled 'Tab title') and removed", async () => {
    const { container, layoutNow } = await editGrid(tabbedLayout());
    const topTabs = within(frameOf(container, 'TABS-top'));
    fireEvent.click(topTabs.getAllByRole('button', { name: 'Add tab' })[0]!);
    const added = layoutNow()['TABS-top']?.children ?? [];
    expect(added).toHaveLength(3);
    expect(layoutNow()[added[2]!]?.meta.defaultText).toBe('Tab title');
    await waitFor(() => expect(within(frameOf(container, added[2]!)).getByText('Tab title')).toBeInTheDocument());

    const tabB = frameOf(container, 'TAB-b').closest('[role="tab"]')?.parentElement;
    if (!tabB) throw new Error('no tab node for TAB-b');
    fireEvent.click(within(tabB).getByRole('button', { name: 'remove' }));
    expect(layoutNow()['TABS-top']?.children).toEqual(['TAB-a', added[2]]);
  });
});
