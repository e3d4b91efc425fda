/**
 * The schedule entry of a chart or dashboard menu: shown only with ALERT_REPORTS and can_write on
 * ReportSchedule; 'Set up an email report' without a report, else switch on/off, edit, delete,
 * each with the spec's messages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from 'antd';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { ReportTarget } from '../../../../src/api/reports';
import { useReportMenu } from '../../../../src/features/reports';
import {
  READER,
  calls,
  ownReport,
  renderWithStore,
  resetReportKit,
  server,
  toastTexts,
  writes,
} from '../modal/reportTestKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetReportKit();
});

function Host({ target }: { target: ReportTarget }) {
  const { item, onMenuClick, element } = useReportMenu({ target, targetName: 'Orders', vizType: 'table' });
  return (
    <>
      <Menu
        mode="inline"
        defaultOpenKeys={['report-manage']}
        items={[{ key: 'other', label: 'Other entry' }, ...(item ? [item] : [])]}
        onClick={({ key }) => onMenuClick(key)}
      />
      {element}
    </>
  );
}

const ROW = { id: 4, name: 'Weekly', type: 'Report', active: true, crontab: '0 12 * * 1', chart_id: 9 };

describe('who sees the entry', () => {
  it('nobody when ALERT_REPORTS is off', async () => {
    renderWithStore(<Host target={{ chartId: 9 }} />, undefined, false);
    expect(await screen.findByText('Other entry')).toBeInTheDocument();
    expect(screen.queryByText('Set up an email report')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('nobody who may not write reports', async () => {
    renderWithStore(<Host target={{ chartId: 9 }} />, READER);
    expect(await screen.findByText('Other entry')).toBeInTheDocument();
    expect(screen.queryByText('Set up an email report')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('without a report', () => {
  it("looks up the user's report on the dashboard and offers to set one up", async () => {
    renderWithStore(<Host target={{ dashboardId: 12 }} />);
    await userEvent.click(await screen.findByText('Set up an email report'));
    // The form's code downloads on the first opening.
    expect(
      within(await screen.findByRole('dialog', undefined, { timeout: 10_000 })).getByText(
        'Schedule a new email report',
      ),
    ).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/api/v1/report/',
      q: {
        filters: [
          { col: 'dashboard_id', opr: 'eq', value: 12 },
          { col: 'creation_method', opr: 'eq', value: 'dashboards' },
          { col: 'created_by', opr: 'rel_o_m', value: 3 },
        ],
      },
    });
  });

  it('says so when the lookup fails', async () => {
    server.use(http.get('*/api/v1/report/', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const store = renderWithStore(<Host target={{ dashboardId: 12 }} />);
    await waitFor(() =>
      expect(toastTexts(store)).toContain('There was an issue fetching reports attached to this dashboard.'),
    );
  });
});

describe('with a report', () => {
  beforeEach(() => {
    ownReport.row = ROW;
  });

  it('shows the manage submenu', async () => {
    renderWithStore(<Host target={{ chartId: 9 }} />);
    expect(await screen.findByText('Manage email report')).toBeInTheDocument();
    expect(screen.getByText('Email reports active')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('Edit email report')).toBeInTheDocument();
    expect(screen.getByText('Delete email report')).toBeInTheDocument();
    expect(screen.queryByText('Set up an email report')).not.toBeInTheDocument();
  });

  it('switches it off with PUT {active: false} and looks it up again', async () => {
    renderWithStore(<Host target={{ chartId: 9 }} />);
    await userEvent.click(await screen.findByText('Email reports active'));
    await waitFor(() =>
      expect(writes()).toEqual([{ method: 'PUT', path: '/api/v1/report/4', body: { active: false } }]),
    );
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/report/')).toHaveLength(2));
  });

  it('says so when it cannot be switched', async () => {
    server.use(http.put('*/api/v1/report/:id', () => HttpResponse.json({ message: 'no' }, { status: 403 })));
    const store = renderWithStore(<Host target={{ chartId: 9 }} />);
    await userEvent.click(await screen.findByText('Email reports active'));
    await waitFor(() => expect(toastTexts(store)).toContain('We were unable to active or deactivate this report.'));
  });

  it('opens it for editing', async () => {
    renderWithStore(<Host target={{ chartId: 9 }} />);
    await userEvent.click(await screen.findByText('Edit email report'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit email report')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Report Name')).toHaveValue('Weekly');
  });

  it('deletes it after a confirmation: Deleted: {name}', async () => {
    const store = renderWithStore(<Host target={{ chartId: 9 }} />);
    await userEvent.click(await screen.findByText('Delete email report'));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('This action will permanently delete Weekly.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Deleted: Weekly'));
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/v1/report/4' }]);
  });

  it('says so when it cannot be deleted', async () => {
    server.use(http.delete('*/api/v1/report/:id', () => HttpResponse.json({ message: 'no' }, { status: 403 })));
    const store = renderWithStore(<Host target={{ chartId: 9 }} />);
    await userEvent.click(await screen.findByText('Delete email report'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Your report could not be deleted'));
  });
});
