import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetClient } from '../../../../src/api/client';
import { choose, recorded, renderReportList, resetRecorded, server, toastTexts, USERS } from './reportListTestKit';

// antd's selects and modals render slowly in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 60_000 });

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

const lastFilters = () => recorded.lists[recorded.lists.length - 1].filters;

describe('AlertReportListPage: the list', () => {
  it('asks for one type, sorted by name descending, 25 a page', async () => {
    renderReportList(USERS.alice);
    await rowOf('Sales alert');
    expect(recorded.lists[0]).toEqual({
      filters: [{ col: 'type', opr: 'eq', value: 'Alert' }],
      order_column: 'name',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('asks for reports on /report/list/', async () => {
    renderReportList(USERS.alice, '/report/list/');
    await rowOf('Sales alert');
    expect(lastFilters()).toEqual([{ col: 'type', opr: 'eq', value: 'Report' }]);
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('shows the schedule with its timezone, the owners and the execution log link', async () => {
    renderReportList(USERS.alice);
    const row = await rowOf('Bob alert');
    expect(within(row).getByText('Every hour (Europe/Paris)')).toBeInTheDocument();
    expect(within(row).getByText('Bob Jones')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Execution log of Bob alert' })).toHaveAttribute(
      'href',
      '/alert/2/log/',
    );
    expect(within(await rowOf('Sales alert')).getByRole('img', { name: 'Alert failed' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Alert triggered, notification sent' })).toBeInTheDocument();
    expect(within(await rowOf('Sales alert')).getByRole('img', { name: 'Email' })).toBeInTheDocument();
  });

  it('sends the search as report_all_text and the filters in rison', async () => {
    renderReportList(USERS.alice);
    await rowOf('Sales alert');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'sales' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lastFilters()).toEqual([
        { col: 'type', opr: 'eq', value: 'Alert' },
        { col: 'name', opr: 'report_all_text', value: 'sales' },
      ]),
    );
    await choose('Status', 'Error');
    await waitFor(() => expect(lastFilters()).toContainEqual({ col: 'last_state', opr: 'eq', value: 'Error' }));
    await choose('Active', 'Inactive');
    await waitFor(() => expect(lastFilters()).toContainEqual({ col: 'active', opr: 'eq', value: false }));
    await choose('Owner', 'Bob Jones');
    await waitFor(() => expect(lastFilters()).toContainEqual({ col: 'owners', opr: 'rel_m_m', value: 2 }));
  });

  it('sorts by a column header', async () => {
    renderReportList(USERS.alice);
    await rowOf('Sales alert');
    fireEvent.click(within(document.querySelector('thead') as HTMLElement).getByText('Last modified'));
    await waitFor(() =>
      expect(recorded.lists[recorded.lists.length - 1]).toMatchObject({
        order_column: 'changed_on_delta_humanized',
        order_direction: 'asc',
      }),
    );
  });

  it('says so when there are none yet', async () => {
    server.use(http.get('*/api/v1/report/', () => HttpResponse.json({ count: 0, ids: [], result: [] })));
    renderReportList(USERS.alice);
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
  });
});

describe('AlertReportListPage: active switch', () => {
  it('turns a report off with a PUT of {active} only', async () => {
    renderReportList(USERS.alice);
    const row = await rowOf('Sales alert');
    fireEvent.click(within(row).getByRole('switch', { name: 'Active: Sales alert' }));
    await waitFor(() => expect(recorded.bodies).toEqual([{ active: false }]));
    expect(recorded.calls).toEqual(['PUT 1']);
  });

  it("says 'We were unable to active or deactivate this report.' and puts the switch back when it fails", async () => {
    server.use(http.put('*/api/v1/report/:id', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const store = renderReportList(USERS.alice);
    const row = await rowOf('Sales alert');
    const toggle = within(row).getByRole('switch', { name: 'Active: Sales alert' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toastTexts(store)).toEqual(['We were unable to active or deactivate this report.']));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('lets only owners and admins switch', async () => {
    renderReportList(USERS.alice);
    expect(within(await rowOf('Bob alert')).getByRole('switch')).toBeDisabled();
    expect(within(await rowOf('Sales alert')).getByRole('switch')).not.toBeDisabled();
  });

  it('offers no writes to a reader', async () => {
    renderReportList(USERS.reader);
    expect(within(await rowOf('Sales alert')).getByRole('switch')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Alert' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Sales alert' })).not.toBeInTheDocument();
  });
});

describe('AlertReportListPage: delete', () => {
  it("deletes one after confirming and says 'Deleted: {name}'", async () => {
    const store = renderReportList(USERS.alice);
    fireEvent.click(within(await rowOf('Sales alert')).getByRole('button', { name: 'Delete Sales alert' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete alert?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted: Sales alert']));
    expect(recorded.calls).toEqual(['DELETE 1']);
  });

  it("says 'Your report could not be deleted' when the server refuses", async () => {
    server.use(http.delete('*/api/v1/report/:id', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const store = renderReportList(USERS.alice);
    fireEvent.click(within(await rowOf('Sales alert')).getByRole('button', { name: 'Delete Sales alert' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Your report could not be deleted']));
  });

  it('deletes the selected ones in one call and shows the server message', async () => {
    const user = userEvent.setup();
    const store = renderReportList(USERS.admin);
    await user.click(within(await rowOf('Sales alert')).getByRole('checkbox'));
    await user.click(within(await rowOf('Bob alert')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please confirm')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete the 2 selected alerts?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted 2 report schedules']));
    expect(recorded.calls).toEqual(['DELETE !(1,2)']);
  });
});
