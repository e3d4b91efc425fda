/** SQL Lab's left bar: the database and schema pickers, the table search and the tables added. */
import { expect, type Locator, type Page } from '@playwright/test';
import { selectOption } from './antSelect';

export class DatabaseExplorer {
  readonly root: Locator;
  readonly database: Locator;
  readonly schema: Locator;
  readonly tableSearch: Locator;
  /** The tables the search found. */
  readonly tables: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('complementary', { name: 'Database explorer' });
    this.database = this.root.getByRole('combobox', { name: 'Select database' });
    this.schema = this.root.getByRole('combobox', { name: 'Select schema' });
    this.tableSearch = this.root.getByRole('searchbox', { name: 'Search tables' });
    this.tables = this.root.getByRole('listbox', { name: 'Tables' });
  }

  async chooseDatabase(name: string): Promise<void> {
    await this.database.click();
    await selectOption(this.page, name).click();
  }

  async chooseSchema(name: string): Promise<void> {
    await this.schema.click();
    await selectOption(this.page, name).click();
  }

  /** A table the search found, by its exact name. */
  tableOption(name: string): Locator {
    return this.tables.getByRole('option', { name, exact: true });
  }

  /** Picks the database and schema, searches `search` and adds `table` (which previews it). */
  async addTable(database: string, schema: string, search: string, table: string): Promise<void> {
    await expect(this.root).toBeVisible();
    await this.chooseDatabase(database);
    await this.chooseSchema(schema);
    await this.tableSearch.fill(search);
    await this.tableOption(table).click();
  }

  /** The card of an added table: its columns and actions. */
  tableCard(name: string): Locator {
    return this.root.getByRole('region', { name: `Table ${name}` });
  }

  /** The column list of an added table. */
  columnsOf(name: string): Locator {
    return this.tableCard(name).getByRole('list', { name: `Columns of ${name}` });
  }
}
