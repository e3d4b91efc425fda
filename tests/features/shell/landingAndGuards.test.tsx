/**
 * Where users land and what a page shows a user whose roles do not open it: home (`/`, and
 * Superset's `/superset/welcome/`) goes on to the first area the user may use; a refused page is a
 * clear no-access page that never asks the server for its data.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetClient } from '../../../src/api/client';
import { defaultCommon, type BootstrapUser } from '../../../src/app/bootstrap';
import { routes } from '../../../src/app/router';
import { createAppStore } from '../../../src/app/store';
import { NO_AREA_ACCESS_TEXT, noAccessText } from '../../../src/features/shell/accessMessages';

const requested: string[] = [];
// Pages that do mount ask for their data; every answer is a 404 here (what they show is not tested).
const server = setupServer(
  http.all('*', ({ request }) => {
    requested.push(new URL(request.url).pathname);
    return HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

const person = (roles: BootstrapUser['roles']): BootstrapUser => ({
  userId: 5,
  username: 'pat',
  roles,
  permissions: {},
});

const PEOPLE = {
  admin: person({ Admin: [] }),
  gamma: person({
    Gamma: [
      ['can_read', 'Chart'],
      ['can_read', 'Dashboard'],
      ['can_read', 'Explore'],
      ['can_read', 'Dataset'],
    ],
  }),
  sqlLabOnly: person({
    sql_lab: [
      ['can_read', 'SQLLab'],
      ['can_read', 'SavedQuery'],
      ['can_write', 'SavedQuery'],
    ],
  }),
  savedQueriesOnly: person({ Reader: [['can_read', 'SavedQuery']] }),
  nobody: person({ Public: [] }),
};

function renderAt(path: string, user: BootstrapUser) {
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('home: the first area the roles open', () => {
  it.each([
    ['an admin', '/sqllab/', PEOPLE.admin],
    ['a sql_lab user', '/sqllab/', PEOPLE.sqlLabOnly],
    ['a Gamma user (no SQL Lab)', '/chart/list/', PEOPLE.gamma],
    ['a user who may only read saved queries', '/savedqueryview/list/', PEOPLE.savedQueriesOnly],
  ])('sends %s from / to %s', async (_who, landing, user) => {
    const router = renderAt('/', user);
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it("does the same from Superset's home address", async () => {
    const router = renderAt('/superset/welcome/', PEOPLE.gamma);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chart/list/'));
  });

  it('tells a user whose roles open nothing so, inside the app', async () => {
    const router = renderAt('/', PEOPLE.nobody);
    expect(await screen.findByText(NO_AREA_ACCESS_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Access is Denied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('a page the roles do not open', () => {
  it.each(['/sqllab/', '/sqllab/history/', '/sqllab/p/abc123'])(
    '%s: no access for Gamma, a way to the chart list, and no SQL Lab request',
    async (path) => {
      renderAt(path, PEOPLE.gamma);
      expect(await screen.findByText(noAccessText('SQL Lab'))).toBeInTheDocument();
      expect(screen.getByText('Access is Denied')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Charts' })).toHaveAttribute('href', '/chart/list/');
      expect(requested.filter((url) => /sqllab|tabstateview|query/.test(url))).toEqual([]);
    },
  );

  it.each([
    ['/explore/?slice_id=3', 'Explore'],
    ['/superset/explore/p/abc/', 'Explore'],
    ['/chart/list/', 'the chart list'],
    ['/dashboard/list/', 'dashboards'],
    ['/superset/dashboard/1/', 'dashboards'],
  ])('%s: no access for a sql_lab-only user, with a way to SQL Lab', async (path, area) => {
    renderAt(path, PEOPLE.sqlLabOnly);
    expect(await screen.findByText(noAccessText(area))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to SQL Lab' })).toHaveAttribute('href', '/sqllab/');
    expect(requested.filter((url) => /explore|chart|dashboard/.test(url))).toEqual([]);
  });

  it('/savedqueryview/list/: no access for Gamma', async () => {
    renderAt('/savedqueryview/list/', PEOPLE.gamma);
    expect(await screen.findByText(noAccessText('saved queries'))).toBeInTheDocument();
    expect(requested.filter((url) => url.includes('saved_query'))).toEqual([]);
  });

  it('opens for a user whose roles hold it', async () => {
    renderAt('/dashboard/list/', PEOPLE.gamma);
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
    expect(screen.queryByText('Access is Denied')).not.toBeInTheDocument();
  });
});
