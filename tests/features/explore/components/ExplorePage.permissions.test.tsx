/**
 * Explore shows each user only what their roles allow (spec charts §6): Save with can_write on
 * Chart, overwrite only for the chart's owners, downloads with can_csv, the permalink with
 * can_share_chart, 'Change dataset' with can_read on Dataset, the star with can_read on Chart.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { defaultCommon, type BootstrapUser } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import ExplorePage from '../../../../src/features/explore/components/ExplorePage';

const orders: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [{ column_name: 'status', type_generic: 'string' }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};
const formData = {
  datasource: '3__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['status'],
  metrics: ['count'],
  row_limit: 10,
};
/** Chart 5 belongs to user 8. */
const slice = { slice_id: 5, slice_name: 'Orders by status', owners: [8], form_data: formData };

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/explore/', () =>
    HttpResponse.json({ result: { dataset: orders, form_data: formData, slice, message: null } }),
  ),
  http.get('*/api/v1/chart/favorite_status/', () => HttpResponse.json({ result: [{ id: 5, value: false }] })),
  http.post('*/api/v1/chart/data', () =>
    HttpResponse.json({
      result: [
        { colnames: ['status', 'count'], coltypes: [1, 0], data: [{ status: 'Shipped', count: 3 }], rowcount: 1 },
      ],
    }),
  ),
  http.get('*/api/v1/dashboard/', () => HttpResponse.json({ count: 0, result: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

const person = (userId: number, pairs: [string, string][]): BootstrapUser => ({
  userId,
  username: `user${userId}`,
  roles: { Custom: pairs },
  permissions: {},
});

/** Gamma's pairs that matter here. */
const GAMMA_PAIRS: [string, string][] = [
  ['can_read', 'Explore'],
  ['can_read', 'Chart'],
  ['can_write', 'Chart'],
  ['can_csv', 'Superset'],
  ['can_share_chart', 'Superset'],
  ['can_write', 'ExplorePermalinkRestApi'],
  ['can_read', 'Dataset'],
];
const READER = person(7, [['can_read', 'Explore']]);
const GAMMA = person(7, GAMMA_PAIRS);
const OWNER = person(8, GAMMA_PAIRS);

async function openExplore(user: BootstrapUser) {
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/explore/?slice_id=5']}>
        <Routes>
          <Route path="/explore/" element={<ExplorePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  expect(await screen.findByTestId('chart-title', {}, { timeout: 10_000 })).toHaveTextContent('Orders by status');
}

async function menuLabels(): Promise<string[]> {
  await userEvent.hover(screen.getByRole('button', { name: 'Menu actions trigger' }));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

describe('Explore: what the roles allow', () => {
  it('a user who may only read sees no Save, downloads, permalink, Change dataset or star', async () => {
    await openExplore(READER);
    // The dataset panel is drawn just after the chart's first paint.
    expect(await screen.findByTestId('datasource-panel', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change dataset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Star' })).not.toBeInTheDocument();
    // Nothing in the actions menu either (the report entry needs ALERT_REPORTS and can_write on ReportSchedule).
    await userEvent.hover(screen.getByRole('button', { name: 'Menu actions trigger' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('menuitem')).toEqual([]);
  });

  it("Gamma may save a copy, download and share, but is not offered to overwrite another user's chart", async () => {
    await openExplore(GAMMA);
    // The dataset panel is drawn just after the chart's first paint.
    await screen.findByTestId('datasource-panel', undefined, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Change dataset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Star' })).toBeInTheDocument();
    expect(await menuLabels()).toEqual(['Copy permalink to clipboard', 'Download CSV', 'Download as image']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saveAs = await screen.findByRole('radio', { name: 'Save as...' });
    expect(saveAs).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Save (Overwrite)' })).not.toBeInTheDocument();
  });

  it("the chart's owner may overwrite it", async () => {
    await openExplore(OWNER);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Save (Overwrite)' })).toBeChecked());
  });
});
