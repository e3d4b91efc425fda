/**
 * Configuring a dashboard's filters in the browser (spec charts §4 'Filter configuration save',
 * §5; reference §3.6, §4.5): a new filter made in the modal, scoped to one tab, saved and still
 * there after a reload (stored with the scope's charts); a dependency cycle between two filters
 * refused, the first failing filter's parent field focused, nothing saved.
 */
import type { Page } from '@playwright/test';
import type { AdminApi } from './helpers/adminApi';
import { expect, test } from './fixtures';
import { chooseOption, filterControl, selectOption } from './pages';

interface ChartRow {
  id: number;
  slice_name: string;
}

async function chartId(adminApi: AdminApi, name: string): Promise<number> {
  const q = `(filters:!((col:slice_name,opr:eq,value:'${name}')),columns:!(id,slice_name))`;
  const found = await adminApi.get<{ result: ChartRow[] }>(`/api/v1/chart/?q=${encodeURIComponent(q)}`);
  const chart = found.result.find((row) => row.slice_name === name);
  if (!chart) throw new Error(`No chart named ${name}`);
  return chart.id;
}

/** A dashboard with two tabs: 'First' holds the order funnel, 'Second' the order status pie. */
async function twoTabDashboard(
  adminApi: AdminApi,
  title: string,
): Promise<{ id: number; funnel: number; pie: number }> {
  const funnel = await chartId(adminApi, 'Order funnel');
  const pie = await chartId(adminApi, 'Revenue by order status');
  const { id } = await adminApi.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: title, published: true });
  const chart = (key: string, chartIdValue: number, parents: string[]) => ({
    id: key,
    type: 'CHART',
    children: [],
    parents,
    meta: { chartId: chartIdValue, width: 6, height: 50 },
  });
  const positions = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-main'] },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: title } },
    'TABS-main': { id: 'TABS-main', type: 'TABS', children: ['TAB-first', 'TAB-second'], parents: ['ROOT_ID'] },
    'TAB-first': {
      id: 'TAB-first',
      type: 'TAB',
      children: ['ROW-a'],
      parents: ['ROOT_ID', 'TABS-main'],
      meta: { text: 'First' },
    },
    'TAB-second': {
      id: 'TAB-second',
      type: 'TAB',
      children: ['ROW-b'],
      parents: ['ROOT_ID', 'TABS-main'],
      meta: { text: 'Second' },
    },
    'ROW-a': {
      id: 'ROW-a',
      type: 'ROW',
      children: ['CHART-a'],
      parents: ['ROOT_ID', 'TABS-main', 'TAB-first'],
      meta: {},
    },
    'ROW-b': {
      id: 'ROW-b',
      type: 'ROW',
      children: ['CHART-b'],
      parents: ['ROOT_ID', 'TABS-main', 'TAB-second'],
      meta: {},
    },
    'CHART-a': chart('CHART-a', funnel, ['ROOT_ID', 'TABS-main', 'TAB-first', 'ROW-a']),
    'CHART-b': chart('CHART-b', pie, ['ROOT_ID', 'TABS-main', 'TAB-second', 'ROW-b']),
  };
  await adminApi.put(`/api/v1/dashboard/${id}`, {
    dashboard_title: title,
    json_metadata: JSON.stringify({ positions }),
  });
  return { id, funnel, pie };
}

const modal = (page: Page) => page.locator('[data-test="filters-config-modal"]');
const configItem = (page: Page, name: string) =>
  modal(page).locator('[data-test="filter-config-item"]').filter({ hasText: name });

/** '+ Add filters and dividers' → Filter, then its name, the orders dataset and a column. */
async function addFilter(page: Page, name: string, column: string): Promise<void> {
  await modal(page).locator('[data-test="add-filter-button"]').click();
  await page.getByRole('menuitem', { name: 'Filter', exact: true }).click();
  const nameInput = modal(page).locator('[data-test="filter-name-input"]');
  await nameInput.fill(name);
  await chooseOption(page, modal(page).getByLabel('Dataset'), 'sales.orders', { type: true });
  await chooseOption(page, modal(page).getByLabel('Column'), column, { type: true });
}

test.describe('configuring dashboard filters', () => {
  test.use({ role: 'admin' });

  test('a new filter scoped to one tab is saved and still there after a reload', async ({ page, adminApi }) => {
    const { id, funnel } = await twoTabDashboard(adminApi, `Filters config ${Date.now()}`);
    await page.goto(`/superset/dashboard/${id}/`);
    await page.locator('[data-test="edit-filters"]').click();
    await expect(modal(page)).toBeVisible();

    await addFilter(page, 'Order status', 'status');
    await modal(page).getByRole('tab', { name: 'Scoping' }).click();
    const tree = modal(page).locator('[data-test="filter-scope-tree"]');
    await tree
      .locator('.ant-tree-treenode')
      .filter({ hasText: 'Second' })
      .locator('.ant-tree-checkbox')
      .first()
      .click();
    await modal(page).locator('[data-test="filters-config-save"]').click();
    await expect(modal(page)).toHaveCount(0);
    await expect(filterControl(page, 'Order status')).toBeVisible();

    await page.reload();
    await expect(filterControl(page, 'Order status')).toBeVisible({ timeout: 30_000 });
    const saved = await adminApi.get<{ result: { json_metadata: string } }>(`/api/v1/dashboard/${id}`);
    const [filter] = JSON.parse(saved.result.json_metadata).native_filter_configuration as Record<string, unknown>[];
    expect(filter).toMatchObject({
      name: 'Order status',
      filterType: 'filter_select',
      targets: [{ column: { name: 'status' } }],
      chartsInScope: [funnel],
    });
  });

  test('a dependency cycle is refused with the first failing filter focused, and nothing is saved', async ({
    page,
    adminApi,
  }) => {
    const { id } = await twoTabDashboard(adminApi, `Filters cycle ${Date.now()}`);
    await page.goto(`/superset/dashboard/${id}/`);
    await page.locator('[data-test="edit-filters"]').click();
    await addFilter(page, 'Region', 'region');
    await addFilter(page, 'Country', 'country');
    const dependOn = async (parent: string) => {
      await modal(page).getByText('Values are dependent on other filters').click();
      // A multiple select: its list stays open after a choice.
      await modal(page).getByLabel('Parent filters').click();
      await selectOption(page, parent).click();
      await page.keyboard.press('Escape');
    };
    await dependOn('Region');
    await configItem(page, 'Region').click();
    await dependOn('Country');

    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes(`/api/v1/dashboard/${id}`)) puts.push(request.url());
    });
    await modal(page).locator('[data-test="filters-config-save"]').click();
    await expect(modal(page).getByText('Cannot create cyclic hierarchy')).toBeVisible();
    // Region comes first in the list and lies on the cycle: its parent field has the focus.
    await expect(configItem(page, 'Region')).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-test="parent-filters-field"]'))))
      .toBe(true);
    await expect(modal(page).getByLabel('Filter name')).toHaveValue('Region');
    expect(puts).toEqual([]);
  });
});
