import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { resetClient } from '../../../src/api/client';
import { EditorToolbar } from '../../../src/features/sqlLab/components/EditorToolbar';
import { CtasResultNotice } from '../../../src/features/sqlLab/components/CtasResultNotice';
import { NO_CTAS, ctasChoiceReady, type CtasChoice } from '../../../src/features/sqlLab/components/CtasOptions';
import { makeDatabase, makeEditor, makeQuery } from './fixtures';
import { makeStore } from './tabsTestKit';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import { bootstrapLoaded } from '../../../src/features/shell/bootstrapSlice';

/** May create datasets and open Explore: what a CTAS result's 'Explore' needs. */
const EXPLORER: BootstrapUser = {
  userId: 5,
  username: 'alf',
  roles: {
    Alpha: [
      ['can_write', 'Dataset'],
      ['can_read', 'Explore'],
    ],
  },
  permissions: {},
};

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function Toolbar({ onRun }: { onRun: () => void }) {
  const [ctas, setCtas] = useState<CtasChoice>(NO_CTAS);
  return (
    <>
      <EditorToolbar
        editor={makeEditor()}
        onRun={onRun}
        onStop={() => undefined}
        onFormat={() => undefined}
        ctas={ctas}
        onCtasChange={setCtas}
      />
      <div data-testid="choice">{JSON.stringify(ctas)}</div>
    </>
  );
}

describe('CTAS run options', () => {
  it('are not offered when the database allows neither CTAS nor CVAS', () => {
    const store = makeStore(false, {
      queryEditors: [makeEditor()],
      tabHistory: ['qe1'],
      databases: { 1: makeDatabase() },
    });
    render(
      <Provider store={store}>
        <Toolbar onRun={() => undefined} />
      </Provider>,
    );
    expect(screen.queryByRole('combobox', { name: 'Run options' })).not.toBeInTheDocument();
  });

  it("offer 'Create table as' and 'Create view as' with a target name; Run waits for a valid name", async () => {
    const store = makeStore(false, {
      queryEditors: [makeEditor()],
      tabHistory: ['qe1'],
      databases: { 1: makeDatabase({ allow_ctas: true, allow_cvas: true }) },
    });
    const onRun = vi.fn();
    render(
      <Provider store={store}>
        <Toolbar onRun={onRun} />
      </Provider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Run options' }));
    fireEvent.click(await screen.findByText('Create view as'));
    const name = await screen.findByRole('textbox', { name: 'View name' });
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
    fireEvent.change(name, { target: { value: '1bad' } });
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
    fireEvent.change(name, { target: { value: 'my_view' } });
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    expect(JSON.parse(screen.getByTestId('choice').textContent ?? '')).toEqual({
      method: 'VIEW',
      tableName: 'my_view',
    });
  });

  it('accept plain identifiers only', () => {
    expect(ctasChoiceReady(NO_CTAS)).toBe(true);
    expect(ctasChoiceReady({ method: 'TABLE', tableName: '' })).toBe(false);
    expect(ctasChoiceReady({ method: 'TABLE', tableName: 'a b' })).toBe(false);
    expect(ctasChoiceReady({ method: 'TABLE', tableName: '_tmp1' })).toBe(true);
  });
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

describe('CtasResultNotice', () => {
  it('says which table was created and explores its dataset (get_or_create)', async () => {
    const query = makeQuery({
      id: 'q1',
      state: 'success',
      ctas: true,
      ctas_method: 'TABLE',
      tempTable: 'out_t',
      tempSchema: 'scratch',
    });
    const store = makeStore(false, {
      queryEditors: [makeEditor({ latestQueryId: 'q1' })],
      tabHistory: ['qe1'],
      queries: { q1: query },
    });
    store.dispatch(bootstrapLoaded({ user: EXPLORER, common: store.getState().bootstrap.common }));
    let tablesForced = '';
    server.use(
      http.get('*/api/v1/database/1/tables/', ({ request }) => {
        tablesForced = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({ count: 1, result: [{ value: 'out_t', type: 'table' }] });
      }),
      http.post('*/api/v1/dataset/get_or_create/', () => HttpResponse.json({ result: { table_id: 31 } })),
    );
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/sqllab/']}>
          <Routes>
            <Route path="/sqllab/" element={<CtasResultNotice queryEditorId="qe1" />} />
            <Route path="/explore/" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Table [scratch.out_t] was created');
    await waitFor(() => expect(tablesForced).toContain('force:!t'));
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/explore/?datasource_type=table&datasource_id=31');
  });

  it("offers no 'Explore' to a user who may not create datasets", () => {
    const query = makeQuery({
      id: 'q1',
      state: 'success',
      ctas: true,
      ctas_method: 'TABLE',
      tempTable: 'out_t',
      tempSchema: 'scratch',
    });
    const store = makeStore(false, {
      queryEditors: [makeEditor({ latestQueryId: 'q1' })],
      tabHistory: ['qe1'],
      queries: { q1: query },
    });
    const sqlLabOnly: BootstrapUser = {
      userId: 6,
      username: 'sam',
      roles: {
        sql_lab: [
          ['can_read', 'SQLLab'],
          ['can_read', 'Explore'],
        ],
      },
      permissions: {},
    };
    store.dispatch(bootstrapLoaded({ user: sqlLabOnly, common: store.getState().bootstrap.common }));
    server.use(http.get('*/api/v1/database/1/tables/', () => HttpResponse.json({ count: 0, result: [] })));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CtasResultNotice queryEditorId="qe1" />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Table [scratch.out_t] was created');
    expect(screen.getByRole('button', { name: 'Query in a new tab' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Explore' })).not.toBeInTheDocument();
  });

  it('shows nothing for an ordinary run', () => {
    const store = makeStore(false, {
      queryEditors: [makeEditor({ latestQueryId: 'q1' })],
      tabHistory: ['qe1'],
      queries: { q1: makeQuery({ state: 'success' }) },
    });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CtasResultNotice queryEditorId="qe1" />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
