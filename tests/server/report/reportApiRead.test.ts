import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReport, reportBody, reportFixture, type ReportFixture } from './reportApiFixture';

type ListReply = { count: number; ids: number[]; result: Array<Record<string, unknown>> };

describe('GET /api/v1/report/ and /{pk}', () => {
  let fx: ReportFixture;
  let weekly: number;
  let daily: number;
  let alert: number;

  const list = async (args: Record<string, unknown>, caller = fx.admin) => {
    const response = await caller.get<ListReply>(`/api/v1/report/?q=${encodeURIComponent(rison.encode(args))}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.data;
  };

  beforeAll(async () => {
    fx = await reportFixture();
    weekly = await createReport(
      fx.writer,
      reportBody(fx, { name: 'Weekly revenue', description: 'for finance', crontab: '0 9 * * 1' }),
    );
    daily = await createReport(
      fx.otherWriter,
      reportBody(fx, {
        name: 'Daily board',
        chart: undefined,
        dashboard: fx.dashboardId,
        creation_method: 'dashboards',
        crontab: '0 7 * * *',
        active: false,
      }),
    );
    alert = await createReport(
      fx.admin,
      reportBody(fx, {
        type: 'Alert',
        name: 'Zero orders',
        database: fx.databaseId,
        sql: 'SELECT count(*) FROM orders_today',
        validator_type: 'operator',
        validator_config_json: { op: '==', threshold: 0 },
        crontab: '*/30 * * * *',
      }),
    );
  });
  afterAll(() => fx.app.close());

  it('lists every report for admins with the row fields the report pages read', async () => {
    const reply = await list({ order_column: 'name', order_direction: 'asc' });
    expect(reply.count).toBe(3);
    expect(reply.ids).toEqual([daily, weekly, alert]);
    expect(reply.result[1]).toMatchObject({
      id: weekly,
      name: 'Weekly revenue',
      type: 'Report',
      active: true,
      chart_id: fx.chartId,
      dashboard_id: null,
      creation_method: 'alerts_reports',
      crontab: '0 9 * * 1',
      crontab_humanized: 'At 09:00 AM, only on Monday',
      timezone: 'UTC',
      last_state: 'Not triggered',
      last_eval_dttm: null,
      changed_on_delta_humanized: expect.stringMatching(/ago$|^now$/),
      created_by: { id: fx.writer.id, first_name: 'Wren', last_name: 'Writer' },
      changed_by: { id: fx.writer.id, first_name: 'Wren', last_name: 'Writer' },
      owners: [{ id: fx.writer.id, first_name: 'Wren', last_name: 'Writer' }],
      recipients: [{ id: expect.any(Number), type: 'Email' }],
    });
    expect(reply).toHaveProperty('list_columns');
  });

  it('shows non-admins only the reports they own or created; Alpha sees all', async () => {
    expect((await list({}, fx.writer)).ids).toEqual([weekly]);
    expect((await list({}, fx.otherWriter)).ids).toEqual([daily]);
    expect((await list({}, fx.alpha)).count).toBe(3);
    expect((await fx.otherWriter.get(`/api/v1/report/${weekly}`)).statusCode).toBe(404);
    expect((await fx.alpha.get(`/api/v1/report/${weekly}`)).statusCode).toBe(200);
  });

  it.each([
    [[{ col: 'name', opr: 'report_all_text', value: 'finance' }], () => [weekly]],
    [[{ col: 'name', opr: 'report_all_text', value: 'orders_today' }], () => [alert]],
    [[{ col: 'name', opr: 'ct', value: 'board' }], () => [daily]],
    [[{ col: 'active', opr: 'eq', value: false }], () => [daily]],
    [[{ col: 'type', opr: 'eq', value: 'Alert' }], () => [alert]],
    [[{ col: 'creation_method', opr: 'eq', value: 'dashboards' }], () => [daily]],
    [[{ col: 'last_state', opr: 'eq', value: 'Not triggered' }], () => [weekly, daily, alert]],
    [[{ col: 'chart_id', opr: 'eq', value: 0 }], () => []],
  ])('filters with %j', async (filters, expected) => {
    expect((await list({ filters })).ids).toEqual(expected());
  });

  it('filters on chart, dashboard, creation method and creator as the report menus ask', async () => {
    const dashboardMenu = await list({
      filters: [
        { col: 'dashboard_id', opr: 'eq', value: fx.dashboardId },
        { col: 'creation_method', opr: 'eq', value: 'dashboards' },
        { col: 'created_by', opr: 'rel_o_m', value: fx.otherWriter.id },
      ],
    });
    expect(dashboardMenu.ids).toEqual([daily]);
    const chartMenu = await list({ filters: [{ col: 'chart_id', opr: 'eq', value: fx.chartId }] });
    expect(chartMenu.ids.sort()).toEqual([weekly, alert].sort());
    const owners = await list({ filters: [{ col: 'owners', opr: 'rel_m_m', value: fx.writer.id }] });
    expect(owners.ids).toEqual([weekly]);
    const notMine = await list({ filters: [{ col: 'created_by', opr: 'nrel_o_m', value: fx.writer.id }] });
    expect(notMine.ids).toEqual([daily, alert]);
  });

  it('orders and pages', async () => {
    expect((await list({ order_column: 'name', order_direction: 'desc' })).ids).toEqual([alert, weekly, daily]);
    // "At 07:00 AM" < "At 09:00 AM, only on Monday" < "Every 30 minutes"
    expect((await list({ order_column: 'crontab_humanized', order_direction: 'asc' })).ids).toEqual([
      daily,
      weekly,
      alert,
    ]);
    const page = await list({ order_column: 'name', order_direction: 'asc', page: 1, page_size: 2 });
    expect(page).toMatchObject({ count: 3, ids: [alert] });
  });

  it('selects columns, nesting relation columns inside each item', async () => {
    const reply = await list({
      columns: ['id', 'name', 'owners.id'],
      filters: [{ col: 'name', opr: 'eq', value: 'Weekly revenue' }],
    });
    expect(reply.result).toEqual([{ id: weekly, name: 'Weekly revenue', owners: [{ id: fx.writer.id }] }]);
  });

  it('answers 400 for a filter or order the list does not know', async () => {
    const q = (args: Record<string, unknown>) => `/api/v1/report/?q=${encodeURIComponent(rison.encode(args))}`;
    expect((await fx.admin.get(q({ filters: [{ col: 'sql', opr: 'eq', value: 'x' }] }))).statusCode).toBe(400);
    expect((await fx.admin.get(q({ filters: [{ col: 'name', opr: 'gt', value: 'x' }] }))).statusCode).toBe(400);
    expect((await fx.admin.get(q({ order_column: 'sql' }))).statusCode).toBe(400);
  });

  it('shows a report with exactly Superset’s fields, JSON fields as strings', async () => {
    const response = await fx.admin.get<{ id: number; result: Record<string, unknown> }>(`/api/v1/report/${alert}`);
    expect(response.statusCode).toBe(200);
    const { result } = response.data;
    expect(Object.keys(result).sort()).toEqual(
      [
        'id',
        'name',
        'type',
        'description',
        'context_markdown',
        'active',
        'crontab',
        'timezone',
        'creation_method',
        'chart',
        'dashboard',
        'database',
        'sql',
        'validator_type',
        'validator_config_json',
        'grace_period',
        'working_timeout',
        'log_retention',
        'last_eval_dttm',
        'last_state',
        'last_value',
        'last_value_row_json',
        'owners',
        'recipients',
        'report_format',
        'extra',
        'force_screenshot',
        'custom_width',
        'email_subject',
      ].sort(),
    );
    const chart = await fx.app.store.charts.findById(fx.chartId);
    expect(result).toMatchObject({
      id: alert,
      type: 'Alert',
      chart: { id: fx.chartId, slice_name: chart?.slice_name, viz_type: chart?.viz_type },
      dashboard: null,
      database: { id: fx.databaseId, database_name: 'examples' },
      validator_type: 'operator',
      validator_config_json: '{"op": "==", "threshold": 0}',
      grace_period: 14400,
      working_timeout: 3600,
      log_retention: 90,
      report_format: 'PNG',
      extra: {},
      force_screenshot: false,
      owners: [{ id: fx.admin.id, first_name: expect.any(String), last_name: expect.any(String) }],
      recipients: [{ id: expect.any(Number), type: 'Email', recipient_config_json: '{"target": "team@example.com"}' }],
    });
    expect(JSON.parse(String(result.validator_config_json))).toEqual({ op: '==', threshold: 0 });
    expect((await fx.admin.get('/api/v1/report/987654')).statusCode).toBe(404);
    expect((await fx.admin.get('/api/v1/report/x1')).statusCode).toBe(404);
  });

  it('refuses reads to users without can_read on ReportSchedule, and to nobody', async () => {
    const listReply = await fx.gamma.get('/api/v1/report/');
    expect(listReply.statusCode).toBe(403);
    expect(listReply.json()).toEqual({ message: 'Forbidden' });
    expect((await fx.gamma.get(`/api/v1/report/${weekly}`)).statusCode).toBe(403);
    expect((await fx.gamma.get(`/api/v1/report/${weekly}/log/`)).statusCode).toBe(403);
  });

  it('answers _info with the caller’s permissions and related users', async () => {
    const info = await fx.writer.get<{ permissions: string[] }>('/api/v1/report/_info?q=(keys:!(permissions))');
    expect(info.statusCode).toBe(200);
    expect(info.data).toEqual({ permissions: ['can_read', 'can_write'] });
    const related = await fx.admin.get<{ result: Array<{ value: number; text: string }> }>(
      `/api/v1/report/related/created_by?q=${encodeURIComponent(rison.encode({ filter: 'wren' }))}`,
    );
    expect(related.statusCode).toBe(200);
    expect(related.data.result).toEqual([expect.objectContaining({ value: fx.writer.id, text: 'Wren Writer' })]);
  });
});

describe('the report API with ALERT_REPORTS off', () => {
  let fx: ReportFixture;

  beforeAll(async () => {
    fx = await reportFixture({ FEATURE_FLAGS: JSON.stringify({ ALERT_REPORTS: false }) });
  });
  afterAll(() => fx.app.close());

  it('answers 404 on every route, before permissions', async () => {
    const id = (await fx.app.store.reports.create({ type: 'Report', name: 'Hidden', crontab: '* * * * *' }, 1)).id;
    const replies = await Promise.all([
      fx.admin.get('/api/v1/report/'),
      fx.admin.get(`/api/v1/report/${id}`),
      fx.admin.post('/api/v1/report/', reportBody(fx)),
      fx.admin.put(`/api/v1/report/${id}`, { active: false }),
      fx.admin.delete(`/api/v1/report/${id}`),
      fx.admin.delete(`/api/v1/report/?q=!(${id})`),
      fx.admin.get(`/api/v1/report/${id}/log/`),
      fx.admin.get('/api/v1/report/_info'),
      fx.gamma.get('/api/v1/report/'),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 404));
    expect(await fx.app.store.reports.findById(id)).not.toBeNull();
  });
});
