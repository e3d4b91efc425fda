import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { resetClient } from '../../../../src/api/client';
import { defaultCommon, type BootstrapUser } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import { AlertReportModal } from '../../../../src/features/reports/alertModal/AlertReportModal';
import { browserTimezone } from '../../../../src/features/reports/schedule';

// antd's selects and modals render slowly in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 60_000 });

const ALICE: BootstrapUser = {
  userId: 1,
  username: 'alice',
  firstName: 'Alice',
  lastName: 'Smith',
  roles: { Admin: [] },
  permissions: {},
};

const posted: unknown[] = [];
const put: unknown[] = [];

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/database/', () =>
    HttpResponse.json({ count: 1, result: [{ id: 1, database_name: 'examples', extra: '{}' }] }),
  ),
  http.get('*/api/v1/dashboard/', () =>
    HttpResponse.json({ count: 1, result: [{ id: 3, dashboard_title: 'Sales overview' }] }),
  ),
  http.get('*/api/v1/chart/', () =>
    HttpResponse.json({ count: 1, result: [{ id: 4, slice_name: 'Orders table', viz_type: 'table' }] }),
  ),
  http.get('*/api/v1/report/related/:column', () =>
    HttpResponse.json({ count: 1, result: [{ value: 1, text: 'Alice Smith' }] }),
  ),
  http.post('*/api/v1/report/', async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ id: 5, result: {} }, { status: 201 });
  }),
  http.get('*/api/v1/report/5', () =>
    HttpResponse.json({
      id: 5,
      result: {
        id: 5,
        name: 'Old alert',
        type: 'Alert',
        active: false,
        crontab: '0 * * * *',
        timezone: 'UTC',
        creation_method: 'alerts_reports',
        chart: { id: 4, slice_name: 'Orders table', viz_type: 'table' },
        dashboard: null,
        database: { id: 1, database_name: 'examples' },
        sql: 'SELECT 2',
        validator_type: 'operator',
        validator_config_json: '{"op": "<", "threshold": 3}',
        working_timeout: 3600,
        grace_period: 60,
        log_retention: 30,
        owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
        recipients: [{ id: 9, type: 'Email', recipient_config_json: '{"target": "ops@example.com"}' }],
        report_format: 'PNG',
        description: 'd',
        email_subject: '',
      },
    }),
  ),
  http.put('*/api/v1/report/5', async ({ request }) => {
    put.push(await request.json());
    return HttpResponse.json({ id: 5, result: {} });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
  put.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function renderModal(isReport: boolean, reportId: number | null = null) {
  const store = createAppStore({ preloadedState: { bootstrap: { user: ALICE, common: defaultCommon() } } });
  let hidden = false;
  render(
    <Provider store={store}>
      <AlertReportModal isReport={isReport} reportId={reportId} onHide={() => (hidden = true)} />
    </Provider>,
  );
  return { store, isHidden: () => hidden, toasts: () => store.getState().toasts.messages.map((toast) => toast.text) };
}

async function choose(selectName: string, optionText: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: selectName }));
  await user.click(await screen.findByTitle(optionText));
}

// By text: a role query over the whole modal is slow in jsdom.
const addButton = () => screen.getByText('Add').closest('button') as HTMLButtonElement;

async function fillAlert() {
  fireEvent.change(screen.getByLabelText('Alert name'), { target: { value: 'High sales' } });
  await choose('Database', 'examples');
  fireEvent.change(screen.getByRole('textbox', { name: /SQL Query/ }), { target: { value: 'SELECT 1' } });
  await choose('Condition', '> (Larger than)');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Value' }), { target: { value: '10' } });
  await choose('Dashboard', 'Sales overview');
  fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: 'a@example.com' } });
}

describe('AlertReportModal: a new alert', () => {
  it('keeps Add off until the required fields are there', async () => {
    renderModal(false);
    expect(screen.getByText('Add Alert')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await fillAlert();
    await waitFor(() => expect(addButton()).not.toBeDisabled());
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Value' }), { target: { value: '' } });
    expect(addButton()).toBeDisabled();
  });

  it('posts the body exactly as Superset sends it', async () => {
    const { toasts, isHidden } = renderModal(false);
    await fillAlert();
    fireEvent.click(addButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      active: true,
      creation_method: 'alerts_reports',
      crontab: '0 0 * * *',
      extra: { dashboard: { anchor: '' } },
      log_retention: 90,
      working_timeout: 3600,
      name: 'High sales',
      owners: [1],
      sql: 'SELECT 1',
      email_subject: '',
      validator_config_json: { op: '>', threshold: 10 },
      validator_type: 'operator',
      force_screenshot: false,
      description: '',
      timezone: browserTimezone(),
      type: 'Alert',
      chart: null,
      dashboard: 3,
      report_format: 'PNG',
      context_markdown: 'string',
      database: 1,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }],
    });
    await waitFor(() => expect(isHidden()).toBe(true));
    expect(toasts()).toEqual(['Alert updated']);
  });

  it("sends 'not null' without a threshold, and a chart alert as a screenshot", async () => {
    renderModal(false);
    await fillAlert();
    await choose('Condition', 'Not null');
    expect(screen.getByRole('spinbutton', { name: 'Value' })).toBeDisabled();
    await choose('Select content type', 'Chart');
    await choose('Chart', 'Orders table');
    fireEvent.click(addButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      validator_type: 'not null',
      validator_config_json: {},
      chart: 4,
      dashboard: null,
      force_screenshot: true,
    });
    expect(posted[0]).not.toHaveProperty('extra');
  });

  it('shows a 422 field error at its field', async () => {
    server.use(
      http.post('*/api/v1/report/', () =>
        HttpResponse.json({ message: { name: 'A report named "High sales" already exists' } }, { status: 422 }),
      ),
    );
    const { isHidden } = renderModal(false);
    await fillAlert();
    fireEvent.click(addButton());
    const nameItem = screen.getByLabelText('Alert name').closest('.ant-form-item') as HTMLElement;
    expect(await within(nameItem).findByText('A report named "High sales" already exists')).toBeInTheDocument();
    expect(isHidden()).toBe(false);
  });

  it('shows a 409 above the form', async () => {
    server.use(
      http.post('*/api/v1/report/', () =>
        HttpResponse.json({ message: 'Resource already has an attached report.' }, { status: 409 }),
      ),
    );
    renderModal(false);
    await fillAlert();
    fireEvent.click(addButton());
    expect(await screen.findByText('Resource already has an attached report.')).toBeInTheDocument();
  });

  it('shows 400 schema errors at their fields', async () => {
    server.use(
      http.post('*/api/v1/report/', () =>
        HttpResponse.json({ message: { crontab: ['Invalid cron'], recipients: ['Bad email'] } }, { status: 400 }),
      ),
    );
    renderModal(false);
    await fillAlert();
    fireEvent.click(addButton());
    expect(await screen.findByText('Invalid cron')).toBeInTheDocument();
    const recipientsItem = screen.getByLabelText('Recipients').closest('.ant-form-item') as HTMLElement;
    expect(within(recipientsItem).getByText('Bad email')).toBeInTheDocument();
  });
});

describe('AlertReportModal: reports and edits', () => {
  it("adds a report without database, SQL or condition and says 'The report has been created'", async () => {
    const { toasts } = renderModal(true);
    expect(screen.getByText('Add Report')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Database' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /SQL Query/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Report name'), { target: { value: 'Weekly' } });
    await choose('Dashboard', 'Sales overview');
    await choose('Select format', 'Send as PDF');
    fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: 'b@example.com' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ type: 'Report', dashboard: 3, report_format: 'PDF', validator_type: 'operator' });
    expect(posted[0]).not.toHaveProperty('database');
    await waitFor(() => expect(toasts()).toEqual(['The report has been created']));
  });

  it('loads an alert (JSON-string fields parsed) and saves it with PUT', async () => {
    const { toasts } = renderModal(false, 5);
    expect(await screen.findByDisplayValue('Old alert')).toBeInTheDocument();
    expect(screen.getByText('Edit Alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipients')).toHaveValue('ops@example.com');
    expect(screen.getByRole('spinbutton', { name: 'Value' })).toHaveValue(3);
    fireEvent.change(screen.getByLabelText('Alert name'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({
      name: 'Renamed',
      active: false,
      crontab: '0 * * * *',
      chart: 4,
      dashboard: null,
      database: 1,
      sql: 'SELECT 2',
      validator_type: 'operator',
      validator_config_json: { op: '<', threshold: 3 },
      grace_period: 60,
      log_retention: 30,
      owners: [1],
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ops@example.com' } }],
    });
    await waitFor(() => expect(toasts()).toEqual(['Alert updated']));
  });
});
