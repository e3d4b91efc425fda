/**
 * antd's select lists. Its visible options carry no role (antd keeps an accessible copy of a few of
 * them, zero-sized, for screen readers, which cannot be clicked), so they are found by their
 * classes and title here, and only here.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The open list of a select. */
export const openSelectList = (page: Page): Locator => page.locator('.ant-select-dropdown:visible');

/** A visible option of the open list, by its exact title. */
export const selectOption = (page: Page, title: string): Locator =>
  openSelectList(page)
    .locator('.ant-select-item-option')
    .and(page.getByTitle(title, { exact: true }))
    .first();

/**
 * Chooses an option of a single select by its title, typing to narrow long lists. Retried as a
 * whole: a click that lands while the list re-renders (its options still loading) is lost.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string,
  { type = false }: { type?: boolean } = {},
): Promise<void> {
  const item = selectOption(page, option);
  await expect(async () => {
    if (!(await item.isVisible())) {
      await select.click();
      if (type) await select.fill(option);
    }
    await item.click({ timeout: 3_000 });
    await expect(openSelectList(page)).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
