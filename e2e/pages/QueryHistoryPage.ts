/** The query history page (`/sqllab/history/`). */
import type { Locator, Page } from '@playwright/test';

export class QueryHistoryPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sqllab/history/');
  }

  /** The newest row of a run whose SQL holds this text. */
  row(sql: string): Locator {
    return this.page.getByRole('row').filter({ hasText: sql }).first();
  }
}
