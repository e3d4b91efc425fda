import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import { defaultCommon } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import ChartListPage from '../../../../src/features/chartList/ChartListPage';
import { ChartFavoriteStar } from '../../../../src/features/explore/components/ChartFavoriteStar';
import { recorded, resetRecorded, server, USERS } from '../../chartList/chartListTestKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRecorded();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function renderStarAndChartList() {
  const store = createAppStore({ preloadedState: { bootstrap: { user: USERS.owner, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <header aria-label="Explore">
          <ChartFavoriteStar chartId={1} />
        </header>
        <ChartListPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

async function chartListRow(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('tr') as HTMLElement;
}

describe("Explore's favourite star", () => {
  it('shows the chart as starred when the server says so', async () => {
    recorded.favorites = new Set([1]);
    renderStarAndChartList();
    const explore = screen.getByRole('banner', { name: 'Explore' });
    expect(await within(explore).findByRole('button', { name: 'Unstar' })).toBeInTheDocument();
  });

  it('stars the chart, and the chart list shows it without a reload', async () => {
    renderStarAndChartList();
    const sales = await chartListRow('Sales by region');
    expect(await within(sales).findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    const explore = screen.getByRole('banner', { name: 'Explore' });
    fireEvent.click(await within(explore).findByRole('button', { name: 'Star' }));
    await waitFor(() => expect(recorded.calls).toEqual(['POST favorites 1']));
    expect(await within(explore).findByRole('button', { name: 'Unstar' })).toBeInTheDocument();
    expect(await within(sales).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('unstars the chart in both places', async () => {
    recorded.favorites = new Set([1, 2]);
    renderStarAndChartList();
    const sales = await chartListRow('Sales by region');
    expect(await within(sales).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    const explore = screen.getByRole('banner', { name: 'Explore' });
    fireEvent.click(await within(explore).findByRole('button', { name: 'Unstar' }));
    await waitFor(() => expect(recorded.calls).toEqual(['DELETE favorites 1']));
    expect(await within(sales).findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    expect(await within(explore).findByRole('button', { name: 'Star' })).toBeInTheDocument();
  });

  it('keeps the star and says so when starring fails', async () => {
    server.use(
      http.post('*/api/v1/chart/:id/favorites/', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const store = renderStarAndChartList();
    const explore = screen.getByRole('banner', { name: 'Explore' });
    fireEvent.click(await within(explore).findByRole('button', { name: 'Star' }));
    await waitFor(() =>
      expect(store.getState().toasts.messages.map((toast) => toast.text)).toContain(
        'An error occurred while starring this chart',
      ),
    );
    expect(within(explore).getByRole('button', { name: 'Star' })).toBeInTheDocument();
  });
});
