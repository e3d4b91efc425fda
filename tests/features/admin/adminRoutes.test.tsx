import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetClient } from '../../../src/api/client';
import { defaultCommon, type BootstrapUser } from '../../../src/app/bootstrap';
import { routes } from '../../../src/app/router';
import { createAppStore } from '../../../src/app/store';
import { resetRecorded, server, VIEWERS } from './adminTestKit';

// The pages are lazy: the first visit loads (and, under test, transforms) the admin chunk.
const LAZY_PAGE_TIMEOUT = { timeout: 15_000 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRecorded();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function renderAt(path: string, user: BootstrapUser) {
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Provider>,
  );
}

describe('the router: /users/ and /roles/', () => {
  it('opens List Users for an admin', async () => {
    renderAt('/users/', VIEWERS.admin);
    expect(await screen.findByRole('heading', { name: 'List Users' }, LAZY_PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('opens List Roles for an admin', async () => {
    renderAt('/roles/', VIEWERS.admin);
    expect(await screen.findByRole('heading', { name: 'List Roles' }, LAZY_PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('shows a non-admin a clear no-access page, inside the app', async () => {
    renderAt('/roles/', VIEWERS.gamma);
    expect(await screen.findByText('Access is Denied', {}, LAZY_PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });
});
