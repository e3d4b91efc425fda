/** Shared steps of the e2e journeys: signing in and driving SQL Lab's ace editor as a user does. */
import { expect, type Page } from '@playwright/test';
import { failOnCspViolations } from './cspGuard';

/** Signs in as admin from the login page and waits for SQL Lab. */
export async function login(page: Page): Promise<void> {
  await failOnCspViolations(page);
  await page.goto('/login/');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sqllab\/$/);
}

/** Replaces the active tab's SQL by typing into the ace editor. */
export async function typeSql(page: Page, sql: string): Promise<void> {
  const editor = page.locator('.sqllab-sql-editor:visible');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape');
}

/**
 * The full text of the visible ace editor. ace keeps its editor on the container's `env`; reading
 * it there sees every line, even those scrolled out of view that `.ace_content` does not render.
 */
export async function editorText(page: Page): Promise<string> {
  return page.evaluate(() => {
    interface AceHost extends Element {
      env?: { editor?: { getValue: () => string } };
    }
    const editors = Array.from(document.querySelectorAll<HTMLElement & AceHost>('.ace_editor.sqllab-sql-editor'));
    const visible = editors.find((element) => element.offsetParent !== null) ?? editors[0];
    return visible?.env?.editor?.getValue() ?? '';
  });
}

/** The results pane below the editor. */
export const resultsPane = (page: Page) => page.locator('.sqllab-results-pane');

/** antd also renders a hidden accessible copy of the options; this is the visible item. */
export const visibleOption = (page: Page, title: string) => page.locator(`.ant-select-item-option[title="${title}"]`);
