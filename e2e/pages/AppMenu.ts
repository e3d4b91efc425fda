/** The app's top menu: its sections, Settings and the user menu. */
import type { Locator, Page } from '@playwright/test';

export class AppMenu {
  readonly userMenu: Locator;
  readonly settings: Locator;

  constructor(readonly page: Page) {
    this.userMenu = page.getByRole('button', { name: 'User menu' });
    this.settings = page.getByRole('button', { name: 'Settings' });
  }

  /** A section of the menu ('SQL Lab', 'Charts', 'Saved queries', …). */
  item(name: string): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  /** Opens a page of the Settings menu ('List Users', …). */
  async openSetting(name: string): Promise<void> {
    await this.settings.click();
    await this.page.getByRole('link', { name }).click();
  }

  async logout(): Promise<void> {
    await this.userMenu.click();
    await this.page.getByRole('link', { name: 'Logout' }).click();
  }
}
