/**
 * Steps of the journeys against a real Superset (e2e/superset): filling in either login page and
 * driving SQL Lab's ace editor. The app's own journeys use the page objects in e2e/pages.
 */
import { expect, type Page } from '@playwright/test';

/** The login form's fields: the app's own (named inputs) or Superset's (ids), whichever the server shows. */
export const usernameInput = (page: Page) => page.locator('input[name="username"], input#username');
export const passwordInput = (page: Page) => page.locator('input[name="password"], input#password');

/** Fills in and submits the login form the page shows. */
export async function submitLogin(page: Page, username = 'admin', password = 'admin'): Promise<void> {
  await usernameInput(page).fill(username);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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

/** Presses Run. */
export async function runSql(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

/** A button of the editor toolbar ('Save', 'Copy link', …). */
const toolbarButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

/** The tab strip's selected tab. */
export const activeTab = (page: Page) => page.getByRole('tab', { selected: true }).first();

/** The tabs of the tab strip. */
export const editorTabs = (page: Page) => page.getByRole('tablist').first().getByRole('tab');

/** antd puts a tab's close button beside its role=tab element, inside `.ant-tabs-tab`. */
export const closeTabButton = (page: Page, index: number) =>
  page
    .getByRole('tablist')
    .first()
    .locator('.ant-tabs-tab')
    .nth(index)
    .getByRole('button', { name: /remove|close/i });

/** Saves the tab as a new saved query through the Save dialog. */
export async function saveQueryAs(page: Page, name: string, description = ''): Promise<void> {
  await toolbarButton(page, 'Save').click();
  const dialog = page.getByRole('dialog', { name: 'Save query' });
  await dialog.getByLabel('Name').fill(name);
  if (description) await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your query was saved')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** 'Copy link' and the link it put on the clipboard (the context needs clipboard permissions). */
export async function copyShareLink(page: Page): Promise<string> {
  await toolbarButton(page, 'Copy link').click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}
