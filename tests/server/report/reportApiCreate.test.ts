import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReport, reportBody, reportFixture, type ReportFixture } from './reportApiFixture';

type Reply = { message: unknown };

describe('POST /api/v1/report/', () => {
  let fx: ReportFixture;

  beforeAll(async () => {
    fx = await reportFixture({ ALERT_MINIMUM_INTERVAL: '600' });
  });
  afterAll(() => fx.app.close());

  const post = (body: Record<string, unknown>, caller = fx.admin) => caller.post<Reply>('/api/v1/report/', body);

  it('creates a report with its creator as owner and echoes the body', async () => {
    const body = reportBody(fx, { name: 'Weekly sales', timezone: 'America/Los_Angeles', report_format: 'CSV' });
    const response = await post(body, fx.writer);
    expect(response.statusCode, response.body).toBe(201);
    const { id, result } = response.data as unknown as { id: number; result: unknown };
    expect(result).toEqual(body);
    const stored = await fx.app.store.reports.findById(id);
    expect(stored).toMatchObject({
      name: 'Weekly sales',
      type: 'Report',
      chart_id: fx.chartId,
      timezone: 'America/Los_Angeles',
      report_format: 'CSV',
      owner_ids: [fx.writer.id],
      created_by_fk: fx.writer.id,
      creation_method: 'alerts_reports',
      recipients: [{ type: 'Email', recipient_config_json: '{"target": "team@example.com"}' }],
    });
  });

  it('creates an alert on a database with its validator, and a report without recipients', async () => {
    const alert = await createReport(
      fx.admin,
      reportBody(fx, {
        type: 'Alert',
        database: fx.databaseId,
        sql: 'SELECT 1',
        validator_type: 'operator',
        validator_config_json: { op: '>', threshold: 10 },
        crontab: '0 * * * *',
      }),
    );
    expect(await fx.app.store.reports.findById(alert)).toMatchObject({
      database_id: fx.databaseId,
      validator_config_json: '{"op": ">", "threshold": 10}',
    });
    await createReport(fx.admin, reportBody(fx, { recipients: undefined }));
  });

  it('keeps the given owners and adds a non-admin creator who left themselves out', async () => {
    const id = await createReport(fx.writer, reportBody(fx, { owners: [fx.otherWriter.id] }));
    expect((await fx.app.store.reports.findById(id))?.owner_ids.sort()).toEqual(
      [fx.writer.id, fx.otherWriter.id].sort(),
    );
    const unknown = await post(reportBody(fx, { owners: [987654] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.data).toEqual({ message: { owners: 'Owners are invalid' } });
  });

  it('answers 400 with marshmallow field errors for a bad body', async () => {
    const response = await post({ description: 1, bogus: true });
    expect(response.statusCode).toBe(400);
    expect(response.data).toEqual({
      message: {
        type: ['Missing data for required field.'],
        name: ['Missing data for required field.'],
        crontab: ['Missing data for required field.'],
        description: ['Not a valid string.'],
        bogus: ['Unknown field.'],
      },
    });
  });

  it.each([
    [{ type: 'Dashboard' }, 'type', 'Must be one of: Alert, Report.'],
    [{ name: '' }, 'name', 'Length must be between 1 and 150.'],
    [{ name: 'x'.repeat(151) }, 'name', 'Length must be between 1 and 150.'],
    [{ crontab: 'every day' }, 'crontab', 'Cron expression is not valid'],
    [{ crontab: '61 * * * *' }, 'crontab', 'Cron expression is not valid'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Not a valid IANA timezone name.'],
    [{ timezone: null }, 'timezone', 'Field may not be null.'],
    [{ report_format: 'XLSX' }, 'report_format', 'Must be one of: PNG, CSV, TEXT, PDF.'],
    [{ creation_method: 'api' }, 'creation_method', 'Must be one of: charts, dashboards, alerts_reports.'],
    [{ validator_type: 'maybe' }, 'validator_type', 'Must be one of: not null, operator.'],
    [{ grace_period: 0 }, 'grace_period', 'Value must be greater than 0'],
    [{ working_timeout: -10 }, 'working_timeout', 'Value must be greater than 0'],
    [{ log_retention: 0 }, 'log_retention', 'Value must be greater than 0'],
    [{ custom_width: 599 }, 'custom_width', 'Screenshot width must be between 600px and 2400px'],
    [{ custom_width: 2401 }, 'custom_width', 'Screenshot width must be between 600px and 2400px'],
    [{ database: 1 }, 'database', 'Database reference is not allowed on a report'],
    [{ sql: 'SELECT 1' }, 'sql', 'SQL is not allowed on a report'],
    [{ extra: 'x' }, 'extra', 'Not a valid mapping type.'],
    [{ active: 'yes' }, 'active', 'Not a valid boolean.'],
  ])('answers 400 for %j', async (overrides, field, message) => {
    const response = await post(reportBody(fx, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.data).toEqual({ message: { [field]: [message] } });
  });

  it('accepts the custom width bounds themselves and a timezone alias', async () => {
    await createReport(fx.admin, reportBody(fx, { custom_width: 600 }));
    await createReport(fx.admin, reportBody(fx, { custom_width: 2400, timezone: 'US/Pacific' }));
  });

  it('answers 400 for a recipient of an unknown type and a bad validator operator', async () => {
    const recipient = await post(reportBody(fx, { recipients: [{ type: 'Pager', recipient_config_json: {} }] }));
    expect(recipient.statusCode).toBe(400);
    expect(recipient.data).toEqual({
      message: { recipients: { '0': { type: ['Must be one of: Email, Slack, SlackV2, Webhook.'] } } },
    });
    const operator = await post(
      reportBody(fx, {
        type: 'Alert',
        database: fx.databaseId,
        validator_type: 'operator',
        validator_config_json: { op: '=>', threshold: 1 },
      }),
    );
    expect(operator.statusCode).toBe(400);
    expect(operator.data).toEqual({
      message: { validator_config_json: { op: ['Must be one of: <, <=, >, >=, ==, !=.'] } },
    });
  });

  it.each([
    ['Webhook', { target: 'https://example.com/hook' }],
    ['Slack', { target: '#general' }],
    ['SlackV2', { target: 'C123' }],
  ])('accepts %s recipients', async (type, config) => {
    await createReport(fx.admin, reportBody(fx, { recipients: [{ type, recipient_config_json: config }] }));
  });

  it('answers 422 for targets that do not exist', async () => {
    const chart = await post(reportBody(fx, { chart: 987654 }));
    expect(chart.statusCode).toBe(422);
    expect(chart.data).toEqual({ message: { chart: 'Chart does not exist' } });
    const dashboard = await post(reportBody(fx, { chart: undefined, dashboard: 987654 }));
    expect(dashboard.statusCode).toBe(422);
    expect(dashboard.data).toEqual({ message: { dashboard: 'Dashboard does not exist' } });
    const database = await post(reportBody(fx, { type: 'Alert', database: 987654, chart: 987654 }));
    expect(database.statusCode).toBe(422);
    expect(database.data).toEqual({
      message: { database: 'Database does not exist', chart: 'Chart does not exist' },
    });
  });

  it('answers 422 for an alert without a database and a report without a target', async () => {
    const alert = await post(reportBody(fx, { type: 'Alert' }));
    expect(alert.statusCode).toBe(422);
    expect(alert.data).toEqual({ message: { database: 'Database is required for alerts' } });
    const untargeted = await post(reportBody(fx, { chart: undefined }));
    expect(untargeted.statusCode).toBe(422);
    expect(untargeted.data).toEqual({ message: { chart: 'Must choose either a chart or a dashboard' } });
    const both = await post(reportBody(fx, { dashboard: fx.dashboardId }));
    expect(both.statusCode).toBe(422);
    expect(both.data).toEqual({ message: { chart: 'Choose a chart or dashboard not both' } });
  });

  it('asks to save the chart or dashboard first when the dialog has none', async () => {
    const chart = await post(reportBody(fx, { chart: undefined, creation_method: 'charts' }));
    expect(chart.data).toEqual({
      message: { chart: 'Please save your chart first, then try creating a new email report.' },
    });
    const dashboard = await post(reportBody(fx, { chart: undefined, creation_method: 'dashboards' }));
    expect(dashboard.statusCode).toBe(422);
    expect(dashboard.data).toEqual({
      message: { dashboard: 'Please save your dashboard first, then try creating a new email report.' },
    });
  });

  it('refuses a second name per type, with the type in the message', async () => {
    await createReport(fx.admin, reportBody(fx, { name: 'Taken' }));
    const report = await post(reportBody(fx, { name: 'Taken' }));
    expect(report.statusCode).toBe(422);
    expect(report.data).toEqual({ message: { name: ['A report named "Taken" already exists'] } });
    await createReport(fx.admin, reportBody(fx, { name: 'Taken', type: 'Alert', database: fx.databaseId }));
    const alert = await post(reportBody(fx, { name: 'Taken', type: 'Alert', database: fx.databaseId }));
    expect(alert.data).toEqual({ message: { name: ['An alert named "Taken" already exists'] } });
  });

  it('answers 409 for a second report of one user on a chart made the same way', async () => {
    const body = { chart: fx.secondChartId, creation_method: 'charts' };
    await createReport(fx.writer, reportBody(fx, body));
    const again = await post(reportBody(fx, body), fx.writer);
    expect(again.statusCode).toBe(409);
    expect(again.data).toEqual({ message: 'Resource already has an attached report.' });
    // Another user, or the alerts & reports list, may still add one.
    await createReport(fx.otherWriter, reportBody(fx, body));
    await createReport(fx.writer, reportBody(fx, { chart: fx.secondChartId, creation_method: 'alerts_reports' }));
  });

  it('refuses an alert schedule more frequent than ALERT_MINIMUM_INTERVAL', async () => {
    const response = await post(reportBody(fx, { type: 'Alert', database: fx.databaseId, crontab: '*/5 * * * *' }));
    expect(response.statusCode).toBe(422);
    expect(response.data).toEqual({
      message: {
        crontab:
          'Alert schedule frequency exceeding limit. Please configure a schedule with a minimum interval of 10 minutes per execution.',
      },
    });
    await createReport(fx.admin, reportBody(fx, { type: 'Alert', database: fx.databaseId, crontab: '*/10 * * * *' }));
    // Reports have their own minimum (REPORT_MINIMUM_INTERVAL, unset here).
    await createReport(fx.admin, reportBody(fx, { crontab: '*/5 * * * *' }));
  });
});
