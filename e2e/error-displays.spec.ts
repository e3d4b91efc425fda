import { expect, test } from './fixtures';

test.describe('errors shown by their type', () => {
  test.use({ role: 'admin' });

  test.beforeEach(async ({ sqlLab }) => {
    await sqlLab.goto();
  });

  test("a syntax error is titled with the engine's name and explains its issue code", async ({ page, sqlLab }) => {
    await sqlLab.typeSql('SELEC 1');
    await sqlLab.run();
    const alert = sqlLab.results.getByRole('alert');
    await expect(alert).toContainText('DuckDB error', { timeout: 20_000 });
    await expect(alert).toContainText(/syntax error/i);
    await alert.getByRole('button', { name: 'See more' }).click();
    await expect(alert.getByTestId('error-details')).toContainText('Issue 1030 - The query has a syntax error.');
    await page.screenshot({ path: test.info().outputPath('syntax-error.png') });
  });

  test('a missing template parameter is named, with how to define it', async ({ sqlLab }) => {
    await sqlLab.typeSql('SELECT {{ regoin }} AS region');
    await sqlLab.run();
    const alert = sqlLab.results.getByRole('alert');
    await expect(alert).toContainText('Template parameter error', { timeout: 20_000 });
    await expect(alert).toContainText('Missing template parameters: regoin');
    await expect(alert).toContainText('{"regoin":"value"}');
  });
});
