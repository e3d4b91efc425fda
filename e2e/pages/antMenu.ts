/**
 * antd's dropdown menus slide in: on a busy machine an item can be found and pointed at while the
 * menu is still moving, and the pointer then lands on its neighbour. These helpers open a menu
 * and wait until no popup is animating.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until no antd motion (enter/appear/leave) is running anywhere on the page. */
export async function popupsSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]').count())
    .toBe(0);
}

/** Clicks the menu's button and waits for the menu to stop moving. */
export async function openMenu(page: Page, button: Locator): Promise<void> {
  await button.click();
  await expect(page.locator('.ant-dropdown-menu:visible').first()).toBeVisible();
  await popupsSettled(page);
}

/** Hovers a submenu's title and waits for its list to stop moving. */
export async function openSubmenu(page: Page, title: Locator): Promise<void> {
  await title.hover();
  await popupsSettled(page);
}
