/**
 * Explore opened from its address as Superset's: a saved chart alone (`standalone=1`), forced past
 * the cache (`force=1`), and the legacy `/superset/explore/?form_data={…}` with its extra_filters,
 * with and without a `viz_type` override.
 */
import { expect, test } from './fixtures';
import { datasetId, isChartDataRequest, type SentQueryContext } from './helpers/appApi';

const ONLINE_ONLY = [{ col: 'channel', op: 'in', val: ['Online'] }];

function legacyExploreUrl(formData: Record<string, unknown>, extra = ''): string {
  return `/superset/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}${extra}`;
}

test.describe('Explore URL parameters', () => {
  test.use({ role: 'admin' });

  test('standalone=1 draws the saved chart alone, filling the window; force=1 bypasses the cache', async ({
    page,
    explore,
    adminApi,
  }) => {
    const chartId = await adminApi.chartId('Revenue by order status');
    const firstQuery = page.waitForRequest(isChartDataRequest);
    await page.goto(`/explore/?slice_id=${chartId}&standalone=1&force=1`);
    expect(((await firstQuery).postDataJSON() as { force?: boolean }).force).toBe(true);

    await explore.expectChartRendered('pie');
    await expect(page.getByTestId('explore-standalone')).toBeVisible();
    // Nothing but the chart: no navigation bar, no header, no dataset or control panel.
    await expect(page.locator('header.ant-layout-header')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    await expect(explore.chartTitle).toHaveCount(0);
    await expect(explore.datasourcePanel).toHaveCount(0);
    await expect(explore.controls).toHaveCount(0);
    const viewport = page.viewportSize();
    const chartBox = await explore.chartArea.getByTestId('chart-rendered').boundingBox();
    expect(viewport && chartBox && chartBox.width >= viewport.width * 0.9).toBe(true);
    // The address keeps the chart standalone.
    await expect(page).toHaveURL(new RegExp(`slice_id=${chartId}.*standalone=1`));
  });

  test('the legacy form_data opens the chart it describes, its extra_filters in the filters control', async ({
    page,
    explore,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    const firstQuery = page.waitForRequest(isChartDataRequest);
    await page.goto(
      legacyExploreUrl({
        datasource: `${ordersId}__table`,
        viz_type: 'pie',
        metric: 'count',
        groupby: ['status'],
        time_range: 'No filter',
        extra_filters: ONLINE_ONLY,
      }),
    );
    const sent = (await firstQuery).postDataJSON() as SentQueryContext & { force?: boolean };
    expect(sent.queries[0]?.filters).toContainEqual({ col: 'channel', op: 'IN', val: ['Online'], isExtra: true });
    expect(sent.force).toBe(false);

    await explore.expectChartRendered('pie');
    await expect(explore.controls.getByText('Pie Chart', { exact: true })).toBeVisible();
    await expect(explore.filterTags).toHaveText(['channel IN (Online)']);
    // The opened state is kept under a form-data key: a reload opens the same chart.
    await expect(page).toHaveURL(/form_data_key=/);
    await page.reload();
    await explore.expectChartRendered('pie');
    await expect(explore.filterTags).toHaveText(['channel IN (Online)']);
  });

  test('viz_type in the address overrides the chart type of the form_data', async ({ page, explore }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await page.goto(
      legacyExploreUrl(
        {
          datasource: `${ordersId}__table`,
          viz_type: 'pie',
          metric: 'count',
          metrics: ['count'],
          groupby: ['status'],
          time_range: 'No filter',
          extra_filters: ONLINE_ONLY,
        },
        '&viz_type=table',
      ),
    );
    await explore.expectChartRendered('table');
    await expect(explore.controls.getByText('Table', { exact: true })).toBeVisible();
    await expect(explore.filterTags).toHaveText(['channel IN (Online)']);
  });
});
