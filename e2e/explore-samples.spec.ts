import { expect, test } from './fixtures';
import { datasetId } from './helpers/appApi';

test.use({ role: 'admin' });

interface SamplesReply {
  result: {
    data: Record<string, unknown>[];
    colnames: string[];
    coltypes: number[];
    page: number;
    per_page: number;
    total_count: number;
  };
}

const isSamplesRequest = (url: string) => new URL(url).pathname === '/datasource/samples';

test.describe("a dataset's samples in Explore", () => {
  test('page through samples larger than a page: page 2 asks the server for it and shows its rows', async ({
    page,
    explore,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await explore.gotoDataset(ordersId);

    const dataPane = explore.chartArea.getByTestId('data-pane');
    const samplesPanel = dataPane.getByRole('tabpanel', { name: 'Samples' });
    const firstPageReply = page.waitForResponse((response) => isSamplesRequest(response.url()));
    await dataPane.getByRole('tab', { name: 'Samples' }).click();
    const first = ((await (await firstPageReply).json()) as SamplesReply).result;
    expect(first.page).toBe(1);
    expect(first.total_count).toBeGreaterThan(first.per_page);
    const total = first.total_count.toLocaleString('en-US');
    await expect(samplesPanel.getByText(`Rows 1–${first.per_page} of ${total}`)).toBeVisible({ timeout: 20_000 });

    const secondPageReply = page.waitForResponse((response) => isSamplesRequest(response.url()));
    await samplesPanel.getByTitle('2', { exact: true }).click();
    const secondResponse = await secondPageReply;
    const asked = new URL(secondResponse.url()).searchParams;
    expect(asked.get('page')).toBe('2');
    expect(asked.get('per_page')).toBe(String(first.per_page));
    const second = ((await secondResponse.json()) as SamplesReply).result;
    expect(second.page).toBe(2);
    expect(second.data).not.toEqual(first.data);

    await expect(samplesPanel.getByText(`Rows ${first.per_page + 1}–${2 * first.per_page} of ${total}`)).toBeVisible();
    const firstColumn = second.colnames[0];
    await expect(samplesPanel.getByRole('grid')).toContainText(String(second.data[0][firstColumn]));
    // A temporal column arrives as epoch milliseconds and shows as its date and time.
    const temporalColumn = second.colnames.find((_name, index) => second.coltypes[index] === 2);
    expect(temporalColumn).toBeDefined();
    const epochMs = second.data[0][temporalColumn ?? ''] as number;
    expect(typeof epochMs).toBe('number');
    const shown = new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
    await expect(samplesPanel.getByRole('grid')).toContainText(shown);
    await expect(samplesPanel.getByRole('grid')).not.toContainText(String(epochMs));
    await page.screenshot({ path: test.info().outputPath('samples-page-2.png') });
  });
});
