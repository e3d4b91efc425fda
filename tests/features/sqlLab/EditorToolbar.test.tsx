import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { EditorToolbar } from '../../../src/features/sqlLab/components/EditorToolbar';
import { formatLimit, queryLimitOptions } from '../../../src/features/sqlLab/components/limitOptions';
import type { QueryEditor } from '../../../src/features/sqlLab/types';
import { makeDatabase, makeEditor, makeQuery } from './fixtures';
import { ADMIN_USER, makeStore, type TestStore } from './sqlLabTestStore';

function renderToolbar(store: TestStore, editor: QueryEditor = store.getState().sqlLab.queryEditors[0]) {
  const handlers = { onRun: vi.fn(), onStop: vi.fn(), onFormat: vi.fn() };
  render(
    <Provider store={store}>
      <EditorToolbar editor={editor} {...handlers} />
    </Provider>,
  );
  return handlers;
}

describe('row limit choices', () => {
  it('are powers of ten below SQL_MAX_ROW, then SQL_MAX_ROW', () => {
    expect(queryLimitOptions(100000)).toEqual([10, 100, 1000, 10000, 100000]);
    expect(queryLimitOptions(50000)).toEqual([10, 100, 1000, 10000, 50000]);
    expect(queryLimitOptions(1000)).toEqual([10, 100, 1000]);
  });

  it('are labelled with digit groups', () => {
    expect(formatLimit(100000)).toBe('100 000');
    expect(formatLimit(10)).toBe('10');
  });
});

describe('EditorToolbar', () => {
  it('shows the tab limit and lets the user pick another allowed one', async () => {
    const store = makeStore({ queryEditors: [makeEditor({ queryLimit: 1000 })] });
    renderToolbar(store);
    fireEvent.click(screen.getByRole('button', { name: 'Row limit' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['10', '100', '1 000', '10 000', '100 000']);
    fireEvent.click(screen.getByText('10 000'));
    const { queryEditors, unsavedQueryEditor } = store.getState().sqlLab;
    expect(unsavedQueryEditor.queryLimit ?? queryEditors[0].queryLimit).toBe(10000);
  });

  it('never shows a limit above SQL_MAX_ROW', () => {
    const store = makeStore({ queryEditors: [makeEditor({ queryLimit: 500000 })] });
    renderToolbar(store);
    expect(screen.getByRole('button', { name: 'Row limit' })).toHaveTextContent('LIMIT: 100 000');
  });

  it('runs, or stops while the latest run is in progress', () => {
    const idle = makeStore();
    const handlers = renderToolbar(idle);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(handlers.onRun).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Format SQL' }));
    expect(handlers.onFormat).toHaveBeenCalledTimes(1);
  });

  it('offers Stop while running', () => {
    const busy = makeStore({
      queryEditors: [makeEditor({ latestQueryId: 'q1' })],
      queries: { q1: makeQuery({ state: 'running' }) },
    });
    const handlers = renderToolbar(busy);
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(handlers.onStop).toHaveBeenCalledTimes(1);
  });

  it('offers Estimate cost only with the flag and a database that allows it', () => {
    const withoutFlag = makeStore({ databases: { 1: makeDatabase({ allows_cost_estimate: true }) } });
    renderToolbar(withoutFlag);
    expect(screen.queryByRole('button', { name: 'Estimate cost' })).not.toBeInTheDocument();
  });

  it('shows Estimate cost with ESTIMATE_QUERY_COST on and allows_cost_estimate', () => {
    const store = makeStore({ databases: { 1: makeDatabase({ allows_cost_estimate: true }) } }, ADMIN_USER, {
      ESTIMATE_QUERY_COST: true,
    });
    renderToolbar(store);
    expect(screen.getByRole('button', { name: 'Estimate cost' })).toBeInTheDocument();
  });

  it('lists the keyboard shortcuts', async () => {
    renderToolbar(makeStore());
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByText('Ctrl + Shift + Enter')).toBeInTheDocument();
    expect(screen.getByText('Run current statement')).toBeInTheDocument();
  });
});
