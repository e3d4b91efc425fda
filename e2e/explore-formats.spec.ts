import { expect, test } from './fixtures';
import { datasetId, formDataKey } from './helpers/appApi';
import { chooseOption } from './pages/antSelect';

/** colorSuccess (Superset's 'success' choice) at full opacity, as the browser reports it. */
const SUCCESS_GREEN = 'rgb(90, 193, 137)';

test.describe('table chart formats', () => {
  test.use({ role: 'admin' });

  test('a conditional formatting rule colours the matching cells', async ({ page, explore }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    const key = await formDataKey(page, ordersId, {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['channel'],
      metrics: ['count'],
      number_format: ',d',
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 100,
    });
    await explore.gotoFormData(key);
    await explore.expectChartRendered('table');

    // The count column (the grid's second): the largest count is the rule's target.
    const countCells = explore.chartArea.locator('[role="gridcell"][aria-colindex="2"]');
    await expect(countCells.first()).toBeVisible();
    const counts = (await countCells.allTextContents()).map((text) => Number(text.replace(/,/g, '')));
    expect(counts.length).toBeGreaterThan(1);
    const largest = Math.max(...counts);

    await explore.controls.getByRole('button', { name: 'Add new formatter' }).click();
    const editor = page.getByTestId('conditional-formatting-editor');
    await expect(editor.getByRole('combobox', { name: 'Column' })).toBeVisible();
    await chooseOption(page, editor.getByRole('combobox', { name: 'Operator' }), '≥');
    await editor.getByRole('spinbutton', { name: 'Target value' }).fill(String(largest));
    await editor.getByRole('button', { name: 'Apply' }).click();
    await expect(editor).toBeHidden();
    await expect(explore.controls.getByTestId('conditional-formatting-rule')).toHaveText(`count ≥ ${largest}`);

    // Only the largest count's cell is coloured, without running the query again.
    const largestText = largest.toLocaleString('en-US');
    const largestCell = countCells.filter({ hasText: new RegExp(`^${largestText}$`) });
    await expect(largestCell).toHaveCSS('background-color', SUCCESS_GREEN);
    const others = countCells.filter({ hasNotText: new RegExp(`^${largestText}$`) });
    await expect(others.first()).not.toHaveCSS('background-color', SUCCESS_GREEN);
    await page.screenshot({ path: test.info().outputPath('table-conditional-formatting.png') });
  });
});
