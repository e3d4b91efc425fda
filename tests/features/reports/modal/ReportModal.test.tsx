/**
 * The email report dialog: Superset's defaults, the body it POSTs for a chart and for a dashboard,
 * validation, editing with PUT, and the failure shown in the dialog.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import { ReportModal } from '../../../../src/features/reports/modal/ReportModal';
import { browserTimezone } from '../../../../src/features/reports/schedule';
import { renderWithStore, resetReportKit, server, toastTexts, writes } from './reportTestKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetReportKit();
});

const dialog = () => screen.getByRole('dialog');
const addButton = () => within(dialog()).getByRole('button', { name: 'Add' });
/** Sets a text field at once (typing letter by letter is slow and adds nothing here). */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('new chart report', () => {
  it("opens with Superset's defaults: weekly on Monday at noon, the user's email, text for a table", () => {
    renderWithStore(<ReportModal target={{ chartId: 9 }} targetName="Orders" vizType="table" onClose={vi.fn()} />);
    expect(within(dialog()).getByText('Schedule a new email report')).toBeInTheDocument();
    expect(screen.getByLabelText('Report Name')).toHaveValue('Weekly Report for Orders');
    expect(screen.getByTestId('cron-sentence')).toHaveTextContent('At 12:00 PM, only on Monday');
    expect(screen.getByLabelText('Recipients')).toHaveValue('ada@example.com');
    expect(screen.getByRole('radio', { name: 'Text embedded in email' })).toBeChecked();
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('offers text only for table-like charts', () => {
    renderWithStore(
      <ReportModal target={{ chartId: 9 }} targetName="Trend" vizType="echarts_timeseries_line" onClose={vi.fn()} />,
    );
    const formats = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(formats).toEqual([
      'Image (PNG) embedded in email',
      'Formatted CSV attached in email',
      'PDF attached in email',
    ]);
    expect(screen.getByRole('radio', { name: 'Image (PNG) embedded in email' })).toBeChecked();
  });

  it('POSTs the body Superset sends, then toasts and closes', async () => {
    const onClose = vi.fn();
    const store = renderWithStore(
      <ReportModal target={{ chartId: 9 }} targetName="Orders" vizType="table" onClose={onClose} />,
    );
    fill(screen.getByLabelText('Description'), 'Numbers');
    fill(screen.getByLabelText('Recipients'), 'ada@example.com, bo@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Formatted CSV attached in email' }));
    await userEvent.click(addButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/report/',
        body: {
          type: 'Report',
          name: 'Weekly Report for Orders',
          description: 'Numbers',
          crontab: '0 12 * * 1',
          timezone: browserTimezone(),
          active: true,
          creation_method: 'charts',
          chart: 9,
          recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.com, bo@example.com' } }],
          report_format: 'CSV',
        },
      },
    ]);
    expect(toastTexts(store)).toContain('The report has been created');
  });
});

describe('new dashboard report', () => {
  it('offers PNG and PDF and sends the dashboard, its state in extra, creation_method dashboards', async () => {
    const onClose = vi.fn();
    const state = { dashboard: { activeTabs: ['TAB-1'], dataMask: { 'NATIVE_FILTER-1': { filterState: {} } } } };
    renderWithStore(
      <ReportModal target={{ dashboardId: 12 }} targetName="Sales" reportExtra={() => state} onClose={onClose} />,
    );
    const formats = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(formats).toEqual(['Image (PNG) embedded in email', 'PDF attached in email']);
    await userEvent.click(addButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0].body).toEqual({
      type: 'Report',
      name: 'Weekly Report for Sales',
      description: '',
      crontab: '0 12 * * 1',
      timezone: browserTimezone(),
      active: true,
      creation_method: 'dashboards',
      dashboard: 12,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.com' } }],
      report_format: 'PNG',
      extra: state,
    });
  });
});

describe('validation', () => {
  it('needs a name', async () => {
    renderWithStore(<ReportModal target={{ chartId: 9 }} targetName="Orders" onClose={vi.fn()} />);
    fill(screen.getByLabelText('Report Name'), '');
    expect(screen.getByText('Report name is required')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it('needs valid email addresses', async () => {
    renderWithStore(<ReportModal target={{ chartId: 9 }} targetName="Orders" onClose={vi.fn()} />);
    fill(screen.getByLabelText('Recipients'), 'ada@example.com, not-an-address');
    expect(screen.getByText('Not a valid email address: not-an-address')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it('needs a valid cron expression', async () => {
    renderWithStore(<ReportModal target={{ chartId: 9 }} targetName="Orders" onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Schedule frequency' }));
    await userEvent.click(await screen.findByTitle('Custom (cron)'));
    const field = screen.getByRole('textbox', { name: 'Cron expression' });
    fill(field, '0 12 * *');
    expect(screen.getByTestId('cron-error')).toHaveTextContent('Invalid cron expression');
    expect(addButton()).toBeDisabled();
  });
});

describe('failure', () => {
  it('stays open and shows why the server refused', async () => {
    server.use(
      http.post('*/api/v1/report/', () =>
        HttpResponse.json({ message: 'Resource already has an attached report.' }, { status: 409 }),
      ),
    );
    const onClose = vi.fn();
    const store = renderWithStore(<ReportModal target={{ chartId: 9 }} targetName="Orders" onClose={onClose} />);
    await userEvent.click(addButton());
    expect(await screen.findByText('Failed to create report')).toBeInTheDocument();
    expect(screen.getByText('Resource already has an attached report.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(toastTexts(store)).not.toContain('The report has been created');
  });
});

describe('editing', () => {
  it('loads the report, PUTs the changes and toasts', async () => {
    const onClose = vi.fn();
    const store = renderWithStore(
      <ReportModal target={{ chartId: 9 }} targetName="Orders" vizType="table" reportId={4} onClose={onClose} />,
    );
    const name = await screen.findByLabelText('Report Name');
    expect(within(dialog()).getByText('Edit email report')).toBeInTheDocument();
    expect(name).toHaveValue('Weekly');
    expect(screen.getByLabelText('Description')).toHaveValue('For the team');
    expect(screen.getByLabelText('Recipients')).toHaveValue('ada@example.com, bo@example.com');
    expect(screen.getByRole('radio', { name: 'Formatted CSV attached in email' })).toBeChecked();
    expect(screen.getByTestId('cron-sentence')).toHaveTextContent('At 09:00 AM');
    expect(screen.getByTitle('Europe/Paris')).toBeInTheDocument();

    fill(name, 'Daily');
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/report/4',
        body: expect.objectContaining({
          name: 'Daily',
          description: 'For the team',
          crontab: '0 9 * * *',
          timezone: 'Europe/Paris',
          active: false,
          chart: 9,
          creation_method: 'charts',
          report_format: 'CSV',
          recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.com, bo@example.com' } }],
        }),
      },
    ]);
    expect(toastTexts(store)).toContain('Report updated');
  });

  it('shows the failure of an update', async () => {
    server.use(http.put('*/api/v1/report/:id', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    renderWithStore(<ReportModal target={{ chartId: 9 }} targetName="Orders" reportId={4} onClose={vi.fn()} />);
    await screen.findByLabelText('Report Name');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update report')).toBeInTheDocument();
  });
});
