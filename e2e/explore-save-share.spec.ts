import { expect, test } from './fixtures';
import { csrfToken, datasetId, formDataKey } from './helpers/appApi';
import { chooseOption, expectOnlineOrdersControls, ExplorePage, onlineOrdersLine } from './pages';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test.describe('saving, reopening and sharing an Explore chart', () => {
  test.use({ role: 'admin' });

  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('save as a new chart in a new dashboard, reopen it from the chart list, and open its permalink in another session', async ({
    page,
    explore,
    chartList,
    pageAs,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    const key = await formDataKey(page, ordersId, onlineOrdersLine);
    await explore.gotoFormData(key);
    await explore.expectChartRendered('echarts_timeseries_line');

    // 3. Save as a new chart, added to a dashboard created on the way.
    const chartName = unique('Online orders');
    const dashboardTitle = unique('Sales board');
    const sliceId = await explore.saveChartAs(chartName, { newDashboard: dashboardTitle });
    // The chart stays drawn under its new id, without pressing 'Update chart'.
    await explore.expectChartRendered('echarts_timeseries_line');

    // The chart is saved with its dashboard.
    const saved = await page.request.get(`/api/v1/chart/${sliceId}`);
    expect(saved.ok()).toBe(true);
    const savedChart = (
      (await saved.json()) as {
        result: { slice_name: string; params: string; dashboards: { dashboard_title: string }[] };
      }
    ).result;
    expect(savedChart.slice_name).toBe(chartName);
    expect(savedChart.dashboards.map((dashboard) => dashboard.dashboard_title)).toEqual([dashboardTitle]);
    expect(JSON.parse(savedChart.params)).toMatchObject({
      viz_type: 'echarts_timeseries_line',
      rolling_type: 'mean',
      rolling_periods: 7,
    });

    // 4. Reopen it from the chart list.
    await (await chartList.find(chartName)).getByRole('link', { name: chartName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/explore/\\?.*slice_id=${sliceId}`));
    await expect(page.getByRole('heading', { name: chartName })).toBeVisible({ timeout: 20_000 });
    await explore.expectChartRendered('echarts_timeseries_line');
    await expectOnlineOrdersControls(explore);

    // 5. Share: the permalink opens the same chart in a fresh browser session.
    const link = await explore.copyPermalink();

    const other = await pageAs('admin');
    const otherExplore = new ExplorePage(other);
    await other.goto(link);
    await otherExplore.expectChartRendered('echarts_timeseries_line');
    await expect(other.getByRole('heading', { name: chartName })).toBeVisible();
    await expectOnlineOrdersControls(otherExplore);
  });

  test('a saved chart can be starred and unstarred, and the star stays after a reload', async ({ page, explore }) => {
    await explore.gotoChart(1);
    await explore.expectChartRendered('echarts_timeseries_line');
    await page.getByRole('button', { name: 'Star', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unstar' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unstar' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Unstar' }).click();
    await expect(page.getByRole('button', { name: 'Star', exact: true })).toBeVisible();
    const status = await page.request.get(`/api/v1/chart/favorite_status/?q=${encodeURIComponent('!(1)')}`);
    expect(((await status.json()) as { result: { value: boolean }[] }).result[0]!.value).toBe(false);
  });

  test('a dashboard chosen from the list gets the chart, with its own confirmation', async ({ page, explore }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    const csrf = await csrfToken(page);
    const dashboardTitle = unique('Existing board');
    const created = await page.request.post('/api/v1/dashboard/', {
      data: { dashboard_title: dashboardTitle },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(created.status()).toBe(201);

    await explore.gotoFormData(await formDataKey(page, ordersId, onlineOrdersLine));
    await explore.expectChartRendered('echarts_timeseries_line');
    const chartName = unique('Online orders again');
    await explore.saveButton.click();
    const dialog = explore.saveDialog;
    await dialog.getByRole('textbox', { name: 'Chart name' }).fill(chartName);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Add to dashboard' }), dashboardTitle, {
      type: true,
    });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Chart [${chartName}] has been saved`)).toBeVisible();
    await expect(page.getByText(`Chart [${chartName}] was added to dashboard [${dashboardTitle}]`)).toBeVisible();
    await expect(page.getByRole('heading', { name: chartName })).toBeVisible();

    // Its owner can overwrite it under a new name, without choosing a dashboard.
    await explore.saveButton.click();
    const again = explore.saveDialog;
    await expect(again.getByRole('radio', { name: 'Save (Overwrite)' })).toBeChecked();
    await expect(again.getByRole('textbox', { name: 'Chart name' })).toHaveValue(chartName);
    await again.getByRole('textbox', { name: 'Chart name' }).fill(`${chartName} v2`);
    await again.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Chart [${chartName} v2] has been overwritten`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `${chartName} v2` })).toBeVisible();
    const sliceId = explore.sliceId();
    const chart = (
      (await (await page.request.get(`/api/v1/chart/${sliceId}`)).json()) as {
        result: { slice_name: string; dashboards: { dashboard_title: string }[] };
      }
    ).result;
    expect(chart.slice_name).toBe(`${chartName} v2`);
    // Overwriting does not take it off its dashboard.
    expect(chart.dashboards.map((dashboard) => dashboard.dashboard_title)).toEqual([dashboardTitle]);
  });
});
