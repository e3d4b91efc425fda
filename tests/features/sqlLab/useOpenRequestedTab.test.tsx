import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { useOpenRequestedTab } from '../../../src/features/sqlLab/components/useOpenRequestedTab';
import { selectActiveQueryEditor } from '../../../src/features/sqlLab/selectors';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function Page({ loaded }: { loaded: boolean }) {
  useOpenRequestedTab(loaded);
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderAt(url: string, loaded = true, state?: unknown) {
  const store = makeStore(false, { queryEditors: [makeEditor({ id: 'a' })], tabHistory: ['a'] });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[state ? { pathname: url, state } : url]}>
        <Routes>
          <Route path="/sqllab/" element={<Page loaded={loaded} />} />
          <Route path="/sqllab/p/:key" element={<Page loaded={loaded} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, view };
}

describe('useOpenRequestedTab', () => {
  it('opens ?savedQueryId= once SQL Lab is loaded and takes the parameter off the address', async () => {
    server.use(
      http.get('*/api/v1/saved_query/7', () =>
        HttpResponse.json({
          id: 7,
          result: { id: 7, label: 'Sales', database: { id: 1 }, schema: 'main', sql: 'SELECT 7' },
        }),
      ),
    );
    const { store } = renderAt('/sqllab/?savedQueryId=7&foo=bar');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/sqllab\/\?foo=bar$/));
    await waitFor(() => expect(selectActiveQueryEditor(store.getState())?.name).toBe('Sales'));
  });

  it('waits until the state is loaded', () => {
    const { store } = renderAt('/sqllab/?savedQueryId=7', false);
    expect(screen.getByTestId('where')).toHaveTextContent('/sqllab/?savedQueryId=7');
    expect(store.getState().sqlLab.queryEditors).toHaveLength(1);
  });

  it('opens /sqllab/p/<key> and lands on /sqllab/', async () => {
    server.use(
      http.get('*/api/v1/sqllab/permalink/xyz', () => HttpResponse.json({ dbId: 1, name: 'Linked', sql: 'SELECT 8' })),
    );
    const { store } = renderAt('/sqllab/p/xyz');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/sqllab\/$/));
    await waitFor(() => expect(selectActiveQueryEditor(store.getState())?.name).toBe('Linked'));
  });

  it('opens a requested query passed in router state', async () => {
    const { store } = renderAt('/sqllab/', true, { requestedQuery: { sql: 'SELECT 9', dbid: 1, name: 'From state' } });
    await waitFor(() => expect(selectActiveQueryEditor(store.getState())?.name).toBe('From state'));
    expect(selectActiveQueryEditor(store.getState())?.sql).toBe('SELECT 9');
  });

  it('does nothing on a plain /sqllab/', () => {
    const { store } = renderAt('/sqllab/');
    expect(store.getState().sqlLab.queryEditors).toHaveLength(1);
  });
});
