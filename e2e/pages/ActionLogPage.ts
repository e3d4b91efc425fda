/** The admins' Action log (/actionlog/list/): its filters and the events it lists. */
import type { Locator, Page } from '@playwright/test';

export class ActionLogPage {
  readonly heading: Locator;
  readonly eventFilter: Locator;
  readonly dashboardFilter: Locator;
  readonly rows: Locator;
  readonly refreshButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Action Logs' });
    this.eventFilter = page.getByPlaceholder('Action or event');
    this.dashboardFilter = page.getByLabel('Dashboard Id');
    this.rows = page.locator('tr.ant-table-row');
    this.refreshButton = page.getByRole('button', { name: 'Refresh' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/actionlog/list/');
    await this.heading.waitFor();
  }

  /** Opens it from the Settings menu, without reloading the app. */
  async openFromMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Settings', exact: true }).click();
    await this.page.getByRole('link', { name: 'Action Log', exact: true }).click();
    await this.heading.waitFor();
  }

  /** Shows only the events of one dashboard. */
  async filterByDashboard(dashboardId: number): Promise<void> {
    await this.dashboardFilter.fill(String(dashboardId));
  }

  /** Shows only the events whose name (or action) contains the text. */
  async filterByEvent(text: string): Promise<void> {
    await this.eventFilter.fill(text);
    await this.eventFilter.press('Enter');
  }

  /** Asks the server again (events keep arriving). */
  async refresh(): Promise<void> {
    await this.refreshButton.click();
  }

  /** A row's cell of the column with that header ('User', 'Event', 'Dashboard Id', …). */
  async cellOf(row: Locator, header: string): Promise<Locator> {
    const headers = await this.page.locator('thead th').allInnerTexts();
    return row.locator('td').nth(headers.findIndex((text) => text.trim() === header));
  }

  /** The rows listing an event of that name. */
  rowsOf(eventName: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: eventName, exact: true }) });
  }
}
