/** The chart list (`/chart/list/`). */
import type { Locator, Page } from '@playwright/test';

export class ChartListPage {
  readonly search: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search charts' });
    this.heading = page.getByRole('heading', { name: 'Charts' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/chart/list/');
  }

  /** The row of a chart, by the exact name its link shows. */
  row(chartName: string): Locator {
    return this.page.getByRole('row').filter({ has: this.chartLink(chartName) });
  }

  chartLink(chartName: string): Locator {
    return this.page.getByRole('link', { name: chartName, exact: true });
  }

  /** Opens the list filtered by a chart's name and answers its row. */
  async find(chartName: string): Promise<Locator> {
    await this.goto();
    await this.search.fill(chartName);
    await this.search.press('Enter');
    return this.row(chartName);
  }
}
