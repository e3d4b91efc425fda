/** Report records for the content and delivery tests, shaped as the scheduler hands them over. */
import type { FastifyInstance } from 'fastify';
import type { ReportToRender } from '../../../../server/services/report/content';

export async function adminId(app: FastifyInstance): Promise<number> {
  const admin = await app.store.users.findByUsername('admin');
  if (!admin) throw new Error('No admin user');
  return admin.id;
}

/** The id of an example chart, by its name. */
export async function exampleChartId(app: FastifyInstance, sliceName: string): Promise<number> {
  const chart = (await app.store.charts.list()).find((candidate) => candidate.slice_name === sliceName);
  if (!chart) throw new Error(`No example chart named ${sliceName}`);
  return chart.id;
}

export function reportToRender(fields: Partial<ReportToRender> & { owner_ids: number[] }): ReportToRender {
  return {
    id: 1,
    name: 'Weekly revenue',
    type: 'Report',
    description: 'Revenue, every Monday.',
    chart_id: null,
    dashboard_id: null,
    report_format: 'CSV',
    extra: '{}',
    custom_width: null,
    force_screenshot: false,
    email_subject: null,
    created_by_fk: null,
    recipients: [],
    ...fields,
  };
}
