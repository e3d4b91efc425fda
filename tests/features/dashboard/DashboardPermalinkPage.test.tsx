import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../src/api/client';
import { createAppStore } from '../../../src/app/store';
import DashboardPermalinkPage from '../../../src/features/dashboard/components/DashboardPermalinkPage';

const server = setupServer(
  http.get('*/api/v1/dashboard/permalink/k1', () =>
    HttpResponse.json({
      dashboardId: '9',
      state: { activeTabs: ['TAB-b'], anchor: 'TAB-b', urlParams: [['standalone', '1']] },
    }),
  ),
  http.get('*/api/v1/dashboard/permalink/gone', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderAt(path: string) {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/superset/dashboard/p/:key/" element={<DashboardPermalinkPage />} />
          <Route path="/superset/dashboard/:idOrSlug/" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('/superset/dashboard/p/<key>/', () => {
  it('goes on to the dashboard with permalink_key, the stored URL parameters and the anchor', async () => {
    renderAt('/superset/dashboard/p/k1/');
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      '/superset/dashboard/9/?standalone=1&permalink_key=k1#TAB-b',
    );
  });

  it('says why when the permalink cannot be read', async () => {
    renderAt('/superset/dashboard/p/gone/');
    await waitFor(() => expect(screen.getByText('Not found')).toBeInTheDocument());
  });
});
