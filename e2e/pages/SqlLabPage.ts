/** SQL Lab (`/sqllab/`): the tab strip, the ace editor, its toolbar and the results below. */
import { expect, type Locator, type Page } from '@playwright/test';
import { DatabaseExplorer } from './DatabaseExplorer';

export class SqlLabPage {
  readonly leftBar: DatabaseExplorer;
  /**
   * The visible ace editor. ace gives its editing surface no accessible name (only a textarea
   * labelled by the cursor row), so this one locator goes by the editor's class.
   */
  readonly editor: Locator;
  /**
   * The completions ace offers as one types, and the one Enter would accept. ace marks its popup as
   * a listbox only once it has rendered rows, and the journeys wait for the popup itself: by class.
   */
  readonly suggestions: Locator;
  readonly selectedSuggestion: Locator;
  readonly runButton: Locator;
  readonly stopButton: Locator;
  /** The tabs of the editor tab strip (the first tab list of the page). */
  readonly tabs: Locator;
  readonly activeTab: Locator;
  /** The Results tab of the pane below the editor: the latest run's grid, messages and actions. */
  readonly results: Locator;
  readonly resultsGrid: Locator;
  readonly queryHistoryTab: Locator;
  readonly queryHistory: Locator;

  constructor(readonly page: Page) {
    this.leftBar = new DatabaseExplorer(page);
    this.editor = page.locator('.sqllab-sql-editor:visible');
    this.suggestions = page.locator('.ace_autocomplete');
    this.selectedSuggestion = this.suggestions.locator('.ace_selected');
    this.runButton = page.getByRole('button', { name: 'Run', exact: true });
    this.stopButton = page.getByRole('button', { name: 'Stop', exact: true });
    this.tabs = page.getByRole('tablist').first().getByRole('tab');
    this.activeTab = page.getByRole('tablist').first().getByRole('tab', { selected: true });
    this.results = page.getByRole('tabpanel', { name: 'Results', exact: true });
    this.resultsGrid = this.results.getByRole('grid');
    this.queryHistoryTab = page.getByRole('tab', { name: 'Query history', exact: true });
    this.queryHistory = page.getByRole('tabpanel', { name: 'Query history', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/sqllab/');
    await expect(this.page).toHaveURL(/\/sqllab\/$/);
  }

  /** A button of the editor toolbar ('Save', 'Copy link', 'Format SQL', …). */
  toolbarButton(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true }).first();
  }

  /** The close button of the editor tab at this index (every editor tab has one). */
  closeTabButton(index: number): Locator {
    return this.page.getByRole('tablist').first().getByRole('button', { name: 'remove', exact: true }).nth(index);
  }

  async addTab(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add tab' }).click();
  }

  /** Empties the active tab's editor, leaving the cursor in it. */
  async clearSql(): Promise<void> {
    await expect(this.editor).toBeVisible();
    await this.editor.click();
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.press('Delete');
  }

  /** Replaces the active tab's SQL by typing into the editor. */
  async typeSql(sql: string): Promise<void> {
    await this.clearSql();
    await this.page.keyboard.type(sql);
    await this.page.keyboard.press('Escape');
  }

  /** Types at the end of the active tab's SQL. */
  async appendSql(text: string): Promise<void> {
    await this.editor.click();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Escape');
  }

  /**
   * The full text of the visible editor. ace keeps its editor on the container's `env`; reading it
   * there sees every line, even those scrolled out of view that ace does not render.
   */
  async editorText(): Promise<string> {
    return this.page.evaluate(() => {
      interface AceHost extends Element {
        env?: { editor?: { getValue: () => string } };
      }
      const editors = Array.from(document.querySelectorAll<HTMLElement & AceHost>('.sqllab-sql-editor'));
      const visible = editors.find((element) => element.offsetParent !== null) ?? editors[0];
      return visible?.env?.editor?.getValue() ?? '';
    });
  }

  async run(): Promise<void> {
    await this.runButton.click();
  }

  /** Types the SQL, runs it and waits for the results grid. */
  async runSql(sql: string): Promise<void> {
    await this.typeSql(sql);
    await this.run();
    await expect(this.resultsGrid).toBeVisible({ timeout: 20_000 });
  }

  /** A cell of the results grid, by its exact text. */
  resultCell(text: string): Locator {
    return this.resultsGrid.getByRole('gridcell', { name: text, exact: true });
  }

  /** Saves the tab as a new saved query through the Save dialog. */
  async saveQueryAs(name: string, description = ''): Promise<void> {
    await this.toolbarButton('Save').click();
    const dialog = this.saveQueryDialog;
    await dialog.getByLabel('Name').fill(name);
    if (description) await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page.getByText('Your query was saved')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  get saveQueryDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Save query' });
  }

  /** 'Copy link' and the link it put on the clipboard (the context needs clipboard permissions). */
  async copyShareLink(): Promise<string> {
    await this.toolbarButton('Copy link').click();
    await expect(this.page.getByText('Copied to clipboard!')).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
