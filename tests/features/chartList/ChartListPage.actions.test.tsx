import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetClient } from '../../../src/api/client';
import { CHARTS, recorded, renderChartList, resetRecorded, server, toastTexts, USERS } from './chartListTestKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRecorded();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('tr') as HTMLElement;
}

describe('ChartListPage: favourites', () => {
  it("asks the page's favourite status in one call and stars the favourites", async () => {
    renderChartList(USERS.viewer);
    const users = await rowOf('Users over time');
    await waitFor(() =>
      expect(within(users).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(recorded.favoriteStatus).toEqual(['!(1,2)']);
    expect(within(await rowOf('Sales by region')).getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('stars with POST and unstars with DELETE on /favorites/', async () => {
    renderChartList(USERS.viewer);
    const sales = await rowOf('Sales by region');
    const users = await rowOf('Users over time');
    await within(users).findByRole('button', { name: 'Remove from favorites' });
    fireEvent.click(within(sales).getByRole('button', { name: 'Add to favorites' }));
    expect(within(sales).getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    await waitFor(() => expect(recorded.calls).toEqual(['POST favorites 1']));
    fireEvent.click(within(users).getByRole('button', { name: 'Remove from favorites' }));
    await waitFor(() => expect(recorded.calls).toEqual(['POST favorites 1', 'DELETE favorites 2']));
    await waitFor(() => expect(within(users).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument());
    expect(within(sales).getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('puts the star back and says so when starring fails', async () => {
    server.use(
      http.post('*/api/v1/chart/:id/favorites/', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const store = renderChartList(USERS.viewer);
    const sales = await rowOf('Sales by region');
    fireEvent.click(within(sales).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['An error occurred while starring this chart']));
    expect(within(sales).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
  });

  it('tells when the favourite status cannot be read', async () => {
    server.use(
      http.get('*/api/v1/chart/favorite_status/', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const store = renderChartList(USERS.viewer);
    await rowOf('Sales by region');
    await waitFor(() =>
      expect(toastTexts(store)).toEqual([
        'An error occurred while fetching the favourite status of these charts: Not found',
      ]),
    );
  });
});

describe('ChartListPage: delete', () => {
  it("offers delete only on the owner's charts, and deletes one after a confirmation", async () => {
    const store = renderChartList(USERS.owner);
    const sales = await rowOf('Sales by region');
    const users = await rowOf('Users over time');
    expect(within(users).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(users).getByRole('checkbox')).toBeDisabled();
    fireEvent.click(within(sales).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Sales by region?');
    expect(recorded.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(recorded.calls).toEqual(['DELETE chart 1']));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted: Sales by region']));
    // The list is asked again after the delete.
    await waitFor(() => expect(recorded.lists.length).toBe(2));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    renderChartList(USERS.owner);
    fireEvent.click(within(await rowOf('Sales by region')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog closes (jsdom leaves it in its leave animation) and nothing was deleted.
    await waitFor(() => expect(dialog).toHaveClass('ant-zoom-leave'));
    expect(recorded.calls).toEqual([]);
  });

  it("lets an admin delete anyone's charts, the selected ones in one request", async () => {
    const store = renderChartList(USERS.admin);
    const users = await rowOf('Users over time');
    expect(within(users).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(within(await rowOf('Sales by region')).getByRole('checkbox'));
    fireEvent.click(within(users).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the 2 selected charts?');
    expect(recorded.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(recorded.calls).toEqual(['DELETE charts !(1,2)']));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted 2 charts']));
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  });

  it('shows the server error when a bulk delete fails, and keeps the selection', async () => {
    server.use(http.delete('*/api/v1/chart/', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const store = renderChartList(USERS.admin);
    fireEvent.click(within(await rowOf('Sales by region')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('Users over time')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['There was an issue deleting the selected charts: Forbidden']),
    );
    expect(screen.getByRole('button', { name: 'Delete selected (2)' })).toBeEnabled();
  });

  it('keeps a selection to the page it was made on', async () => {
    const other = { ...CHARTS[0], id: 3, slice_name: 'Third chart' };
    server.use(
      http.get('*/api/v1/chart/', ({ request }) => {
        const onSecondPage = (new URL(request.url).searchParams.get('q') ?? '').includes('page:1,');
        return HttpResponse.json({ count: 30, result: onSecondPage ? [other] : CHARTS });
      }),
    );
    renderChartList(USERS.admin);
    fireEvent.click(within(await rowOf('Sales by region')).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeEnabled();
    fireEvent.click(screen.getByTitle('2'));
    await rowOf('Third chart');
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  });

  it('links names and datasets to Explore, and dashboards to their pages, only for users who may open them', async () => {
    renderChartList(USERS.viewer);
    const row = await rowOf('Sales by region');
    expect(within(row).queryAllByRole('link')).toEqual([]);
    expect(within(row).getByText('Sales by region')).toBeInTheDocument();
    expect(within(row).getByText('main.orders')).toBeInTheDocument();
    expect(within(row).getByText('Sales overview')).toBeInTheDocument();
  });

  it('has no selection or bulk delete for a writer who owns none of the charts shown', async () => {
    renderChartList({ ...USERS.owner, userId: 42 });
    const row = await rowOf('Sales by region');
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });

  it('has no delete, selection or bulk delete without can_write on Chart or admin', async () => {
    renderChartList(USERS.viewer);
    await rowOf('Sales by region');
    // Alice owns chart 1, but without can_write she may not delete it.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });
});

describe('ChartListPage: errors and empty states', () => {
  it("shows the server's message when the list cannot be read", async () => {
    server.use(http.get('*/api/v1/chart/', () => HttpResponse.json({ message: 'The list broke' }, { status: 500 })));
    renderChartList(USERS.owner);
    expect(await screen.findByText('The list broke')).toBeInTheDocument();
    expect(screen.getByText('Unexpected error')).toBeInTheDocument();
  });

  it('says there are no charts yet, or that none match the filters', async () => {
    server.use(
      http.get('*/api/v1/chart/', ({ request }) => {
        recorded.lists.push({ q: new URL(request.url).searchParams.get('q') });
        return HttpResponse.json({ count: 0, ids: [], result: [] });
      }),
    );
    renderChartList(USERS.owner);
    expect(await screen.findByText('No charts yet')).toBeInTheDocument();
    expect(recorded.favoriteStatus).toEqual([]);
    const search = screen.getByRole('searchbox', { name: 'Search charts' });
    fireEvent.change(search, { target: { value: 'nothing' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('No results match your filter criteria')).toBeInTheDocument();
  });

  it('keeps the rows it was given in the order the server sent them', async () => {
    renderChartList(USERS.owner);
    await rowOf('Sales by region');
    const names = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/explore/?slice_id='))
      .map((link) => link.textContent);
    expect(names).toEqual(CHARTS.map((chart) => chart.slice_name));
  });
});
