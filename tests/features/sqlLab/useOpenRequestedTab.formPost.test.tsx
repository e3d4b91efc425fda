import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useOpenRequestedTab } from '../../../src/features/sqlLab/components/useOpenRequestedTab';
import { selectActiveQueryEditor } from '../../../src/features/sqlLab/selectors';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

// A module of its own: the hook uses a page's bootstrap request only on the first SQL Lab visit.
const server = setupServer(
  http.get('*/api/v1/dataset/4', () =>
    HttpResponse.json({ result: { name: 'orders', schema: 'main', database: { id: 2 }, select_star: 'SELECT *' } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let appRoot: HTMLDivElement | null = null;
afterEach(() => appRoot?.remove());

/** The page the server renders after a form post to /sqllab/. */
function renderPostedPage(requestedQuery: Record<string, unknown>) {
  appRoot?.remove();
  appRoot = document.createElement('div');
  appRoot.id = 'app';
  appRoot.setAttribute('data-bootstrap', JSON.stringify({ requested_query: requestedQuery }));
  document.body.appendChild(appRoot);
  const store = makeStore(false, { queryEditors: [makeEditor({ id: 'a' })], tabHistory: ['a'] });
  function Page() {
    useOpenRequestedTab(true);
    return null;
  }
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/sqllab/']}>
        <Routes>
          <Route path="/sqllab/" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, view };
}

describe('useOpenRequestedTab after a form post', () => {
  it("opens the bootstrap's requested_query (datasource key and SQL) as a new tab, once", async () => {
    const { store, view } = renderPostedPage({ datasourceKey: '4__table', sql: 'SELECT 42' });
    await waitFor(() => expect(store.getState().sqlLab.queryEditors).toHaveLength(2));
    expect(selectActiveQueryEditor(store.getState())).toMatchObject({
      name: 'Query orders',
      dbId: 2,
      schema: 'main',
      sql: 'SELECT 42',
    });
    view.unmount();
    // Coming back to SQL Lab in the same page load does not open it again.
    const again = renderPostedPage({ datasourceKey: '4__table', sql: 'SELECT 42' });
    expect(again.store.getState().sqlLab.queryEditors).toHaveLength(1);
  });
});
