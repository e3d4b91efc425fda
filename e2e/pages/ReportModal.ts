/**
 * The email report dialog opened from Explore's or a dashboard's menu ('Set up an email report'),
 * and the menu entries that manage the report afterwards.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class ReportModal {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly recipients: Locator;
  readonly sentence: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ hasText: /Schedule a new email report|Edit email report/ });
    this.name = this.dialog.getByLabel('Report Name');
    this.recipients = this.dialog.getByLabel('Recipients');
    this.sentence = this.dialog.getByTestId('cron-sentence');
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
  }

  /** Picks a format by its label ('Formatted CSV attached in email', …). */
  async chooseFormat(label: string): Promise<void> {
    await this.dialog.getByRole('radio', { name: label }).check();
  }

  /** Adds the new report and waits for the dialog to close. */
  async add(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Add' }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** The current user's reports on a chart or a dashboard, deleted through the API (a clean start). */
export async function deleteOwnReports(
  page: Page,
  target: { chart_id: number } | { dashboard_id: number },
): Promise<void> {
  const [col, value] = Object.entries(target)[0] as [string, number];
  const csrf = await page.request.get('/api/v1/security/csrf_token/');
  const token = ((await csrf.json()) as { result: string }).result;
  const listed = await page.request.get(`/api/v1/report/?q=(filters:!((col:${col},opr:eq,value:${value})))`);
  expect(listed.ok()).toBe(true);
  const { ids } = (await listed.json()) as { ids: number[] };
  for (const id of ids) {
    const deleted = await page.request.delete(`/api/v1/report/${id}`, { headers: { 'X-CSRFToken': token } });
    expect(deleted.ok()).toBe(true);
  }
}
