/** The app's sign-in page (`/login/`). */
import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  /** The form's error message ('Invalid login. Please try again.'). */
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign in' });
    this.error = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login/');
  }

  /** Fills in and submits the form, wherever the page is now. */
  async submit(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** Signs in from the login page (no `next`) and waits to land where the app sends the user. */
  async signIn(username: string, password: string): Promise<void> {
    await this.goto();
    await this.submit(username, password);
    await expect(this.page).not.toHaveURL(/\/login\//);
  }
}
