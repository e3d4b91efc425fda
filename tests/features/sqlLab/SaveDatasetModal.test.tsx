import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { SaveDatasetButton } from '../../../src/features/sqlLab/components/SaveDatasetButton';
import { defaultDatasetName } from '../../../src/features/sqlLab/components/SaveDatasetModal';
import { makeDatabase, makeQuery, makeResults } from './fixtures';
import { makeStore } from './tabsTestKit';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import { bootstrapLoaded } from '../../../src/features/shell/bootstrapSlice';

/** Runs SQL and writes datasets (Alpha's pairs that matter here). */
const DATASET_WRITER: BootstrapUser = {
  userId: 5,
  username: 'alf',
  roles: {
    Alpha: [
      ['can_read', 'SQLLab'],
      ['can_write', 'Dataset'],
    ],
  },
  permissions: {},
};
/** The sql_lab role alone: no dataset writes. */
const SQL_LAB_ONLY: BootstrapUser = {
  userId: 6,
  username: 'sam',
  roles: {
    sql_lab: [
      ['can_read', 'SQLLab'],
      ['can_export_csv', 'SQLLab'],
    ],
  },
  permissions: {},
};

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

const query = makeQuery({ state: 'success', tab: 'Untitled Query 1', sql: 'SELECT 1 AS x', results: makeResults() });

function renderButton(allowsExplore = true, source = query, user: BootstrapUser = DATASET_WRITER) {
  const store = makeStore(false, { databases: { 1: makeDatabase({ allows_virtual_table_explore: allowsExplore }) } });
  store.dispatch(bootstrapLoaded({ user, common: store.getState().bootstrap.common }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/sqllab/']}>
        <Routes>
          <Route path="/sqllab/" element={<SaveDatasetButton query={source} />} />
          <Route path="/explore/" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('Save dataset', () => {
  it("is named after the tab and the time, as Superset's", () => {
    expect(defaultDatasetName('Tab', new Date(2024, 0, 31, 9, 5, 7))).toBe('Tab 01/31/2024 09:05:07');
  });

  it('is not offered for a database without virtual datasets', () => {
    renderButton(false);
    expect(screen.queryByRole('button', { name: 'Save dataset' })).not.toBeInTheDocument();
  });

  it('creates a new dataset and opens Explore on it', async () => {
    let name = '';
    server.use(
      http.post('*/api/v1/dataset/', async ({ request }) => {
        name = ((await request.json()) as { table_name: string }).table_name;
        return HttpResponse.json({ id: 77, result: {} }, { status: 201 });
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save dataset' }));
    const input = await screen.findByRole('textbox', { name: 'Dataset name' });
    expect((input as HTMLInputElement).value).toMatch(/^Untitled Query 1 \d\d\/\d\d\/\d{4} /);
    fireEvent.change(input, { target: { value: 'my_dataset' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/explore/?datasource_type=table&datasource_id=77');
    expect(name).toBe('my_dataset');
  });

  it("shows the server's reason and stays open when the dataset cannot be created", async () => {
    server.use(
      http.post('*/api/v1/dataset/', () =>
        HttpResponse.json({ message: { table_name: ['Dataset my_dataset already exists'] } }, { status: 422 }),
      ),
    );
    const store = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save dataset' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Dataset name' }), { target: { value: 'my_dataset' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dataset my_dataset already exists')).toBeInTheDocument();
    expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual([
      'An error occurred while creating the data source',
    ]);
  });

  it('overwrites a chosen dataset and opens Explore on it', async () => {
    let putUrl = '';
    server.use(
      http.get('*/api/v1/dataset/', () =>
        HttpResponse.json({ count: 1, result: [{ id: 5, table_name: 'old_ds', schema: 'main', owners: [{ id: 1 }] }] }),
      ),
      http.put('*/api/v1/dataset/5', ({ request }) => {
        putUrl = request.url;
        return HttpResponse.json({ id: 5, result: {} });
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save dataset' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Overwrite existing' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dataset to overwrite' }));
    fireEvent.click(await screen.findByText('main.old_ds'));
    expect(screen.getByText('Are you sure you want to overwrite this dataset?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/explore/?datasource_type=table&datasource_id=5');
    await waitFor(() => expect(new URL(putUrl).searchParams.get('override_columns')).toBe('true'));
  });
});

describe('Save dataset on a data preview', () => {
  it('is not offered', () => {
    renderButton(true, makeQuery({ state: 'success', isDataPreview: true, results: makeResults() }));
    expect(screen.queryByRole('button', { name: 'Save dataset' })).not.toBeInTheDocument();
  });
});

describe('Save dataset and the permission to write datasets', () => {
  it('is offered only to users with can_write on Dataset', () => {
    renderButton(true, query, SQL_LAB_ONLY);
    expect(screen.queryByRole('button', { name: 'Save dataset' })).not.toBeInTheDocument();
  });

  it("says the user may not edit the dataset when the server refuses (a stale permission), in the spec's words", async () => {
    server.use(http.post('*/api/v1/dataset/', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const store = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save dataset' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to edit this dataset')).toBeInTheDocument();
    expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
    expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual([
      'An error occurred while creating the data source',
    ]);
  });
});
