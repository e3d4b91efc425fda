/** The 'Alerts & reports' lists (`/alert/list/`, `/report/list/`) and their alert/report modal. */
import type { Locator, Page } from '@playwright/test';
import { chooseOption } from './antSelect';

export class ReportListPage {
  readonly heading: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Alerts & reports' });
    this.search = page.getByRole('searchbox', { name: 'Search' });
  }

  async goto(type: 'alert' | 'report'): Promise<void> {
    await this.page.goto(`/${type}/list/`);
  }

  /** The row of an alert or report, by its name. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  activeSwitch(name: string): Locator {
    return this.row(name).getByRole('switch', { name: `Active: ${name}` });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  async openExecutionLog(name: string): Promise<void> {
    await this.row(name)
      .getByRole('link', { name: `Execution log of ${name}` })
      .click();
  }

  async delete(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  }

  /** The '+ Alert' / '+ Report' modal. */
  modal(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: /Add (Alert|Report)|Edit (Alert|Report)/ });
  }

  /** Chooses an option of one of the modal's selects, by the select's accessible name. */
  async choose(selectName: string, option: string, type = false): Promise<void> {
    await chooseOption(this.page, this.modal().getByRole('combobox', { name: selectName }), option, { type });
  }
}
