/** Settings › List Users (`/users/`): the users, the Add User form and (de)activation. */
import { expect, type Locator, type Page } from '@playwright/test';
import { selectOption } from './antSelect';

interface NewUser {
  username: string;
  password: string;
  roles: string[];
}

export class AdminUsersPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'List Users' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/users/');
  }

  /** A user's row, by the exact username in one of its cells. */
  row(username: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: username, exact: true }) });
  }

  /** Adds a user with the Add User form and waits for it in the list. */
  async addUser({ username, password, roles }: NewUser): Promise<void> {
    await this.page.getByRole('button', { name: /^(plus )?User$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('First name').fill('Journey');
    await dialog.getByLabel('Last name').fill('Tester');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@example.com`);
    for (const role of roles) {
      await dialog.getByRole('combobox', { name: 'Roles' }).click();
      await this.page.keyboard.type(role);
      await selectOption(this.page, role).click();
    }
    // A click on the title closes the roles list (Escape would close the whole dialog).
    await dialog.getByText('Add User', { exact: true }).click();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm Password').fill(password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('The user has been created successfully.').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('cell', { name: username, exact: true })).toBeVisible();
  }

  /** Deactivates a user from its row and waits for the row to say so. */
  async deactivate(username: string): Promise<void> {
    const row = this.row(username);
    await row.getByRole('button', { name: `Deactivate ${username}` }).click();
    await expect(row.getByRole('button', { name: `Activate ${username}` })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  }
}
