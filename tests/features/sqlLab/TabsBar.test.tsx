import { describe, expect, it } from 'vitest';
import { Provider } from 'react-redux';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabsBar } from '../../../src/features/sqlLab/components/TabsBar';
import { makeEditor } from './fixtures';
import { EXAMPLES_DB, makeStore } from './tabsTestKit';

function setup() {
  const store = makeStore(false, {
    queryEditors: [makeEditor({ id: 'a', name: 'First' }), makeEditor({ id: 'b', name: 'Second' })],
    tabHistory: ['a'],
    databases: { 1: EXAMPLES_DB },
  });
  render(
    <Provider store={store}>
      <TabsBar />
    </Provider>,
  );
  return store;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('TabsBar', () => {
  it('shows one tab per editor, in order, with the active one selected', () => {
    setup();
    expect(tabNames()).toEqual(['First', 'Second']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('First');
  });

  it("'+' adds an active 'Untitled Query' tab", async () => {
    const store = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    await waitFor(() => expect(tabNames()).toEqual(['First', 'Second', 'Untitled Query 1']));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Untitled Query 1');
    expect(store.getState().sqlLab.queryEditors).toHaveLength(3);
  });

  it('clicking a tab switches to it', async () => {
    const store = setup();
    await userEvent.click(screen.getByText('Second'));
    await waitFor(() => expect(store.getState().sqlLab.tabHistory.at(-1)).toBe('b'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Second');
  });

  it('the close button removes the tab', async () => {
    const store = setup();
    const secondTab = screen.getByText('Second').closest('.ant-tabs-tab') as HTMLElement;
    await userEvent.click(within(secondTab).getByRole('button', { name: /remove|close/i }));
    await waitFor(() => expect(tabNames()).toEqual(['First']));
    expect(store.getState().sqlLab.queryEditors.map((editor) => editor.id)).toEqual(['a']);
  });

  it("the tab menu's 'Duplicate tab' clones it and 'Close all other tabs' keeps only it", async () => {
    const store = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Tab actions for First' }));
    await userEvent.click(await screen.findByText('Duplicate tab'));
    await waitFor(() => expect(tabNames()).toEqual(['First', 'Second', 'Copy of First']));

    await userEvent.click(screen.getByRole('button', { name: 'Tab actions for Second' }));
    const menus = await screen.findAllByText('Close all other tabs');
    await userEvent.click(menus[menus.length - 1]);
    await waitFor(() => expect(tabNames()).toEqual(['Second']));
    expect(store.getState().sqlLab.queryEditors.map((editor) => editor.name)).toEqual(['Second']);
  });
});
