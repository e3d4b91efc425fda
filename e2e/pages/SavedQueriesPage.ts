/** The saved queries list (`/savedqueryview/list/`) and its preview dialog. */
import type { Locator, Page } from '@playwright/test';

export class SavedQueriesPage {
  readonly preview: Locator;
  /** The SQL the preview shows. */
  readonly previewSql: Locator;

  constructor(readonly page: Page) {
    this.preview = page.getByRole('dialog', { name: 'Query preview' });
    this.previewSql = page.getByLabel('Saved query SQL');
  }

  async goto(): Promise<void> {
    await this.page.goto('/savedqueryview/list/');
  }

  /** The row holding this text (a name, a description or SQL). */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
