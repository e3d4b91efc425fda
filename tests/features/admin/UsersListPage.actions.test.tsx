import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetClient } from '../../../src/api/client';
import { choose, recorded, renderAdminPage, resetRecorded, rowOf, server, toastTexts } from './adminTestKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRecorded();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function fill(label: string, value: string) {
  fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(label), { target: { value } });
}

function save() {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
}

async function openAddUser() {
  await rowOf('admin');
  fireEvent.click(screen.getByRole('button', { name: /User$/ }));
  return screen.findByRole('dialog');
}

async function fillNewUser() {
  fill('First name', 'Gina');
  fill('Last name', 'Gamma');
  fill('Username', 'gina');
  fill('Email', 'gina@example.com');
  // Three roles: all listed at once, no typing needed.
  await choose('Roles', 'Gamma', '');
  fill('Password', 'secret-1');
  fill('Confirm Password', 'secret-1');
}

const writes = () => recorded.calls.filter((call) => call.method !== 'GET');

// The first form of a file renders antd's modal, form and select cold: slow on a busy machine.
const COLD_RENDER_TIMEOUT_MS = 45_000;

describe('UsersListPage: adding a user', () => {
  it(
    'posts the user with role ids, says so, and asks the list again',
    async () => {
      const store = renderAdminPage('/users/');
      const dialog = await openAddUser();
      expect(within(dialog).getByRole('checkbox', { name: 'Is active?' })).toBeChecked();
      await fillNewUser();
      const listsBefore = recorded.userLists.length;
      save();
      await waitFor(() =>
        expect(writes()).toEqual([
          {
            method: 'POST',
            path: '/api/v1/security/users/',
            body: {
              first_name: 'Gina',
              last_name: 'Gamma',
              username: 'gina',
              email: 'gina@example.com',
              active: true,
              roles: [4],
              password: 'secret-1',
            },
          },
        ]),
      );
      await waitFor(() => expect(toastTexts(store)).toEqual(['The user has been created successfully.']));
      await waitFor(() => expect(recorded.userLists.length).toBeGreaterThan(listsBefore));
    },
    COLD_RENDER_TIMEOUT_MS,
  );

  it('checks the form before asking the server', async () => {
    renderAdminPage('/users/');
    const dialog = await openAddUser();
    save();
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select at least one role')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm your password')).toBeInTheDocument();
    fill('Email', 'not-an-email');
    fill('Password', 'one');
    fill('Confirm Password', 'two');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await within(dialog).findByText('Passwords do not match!')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("puts the server's field message on the field, and toasts Superset's text", async () => {
    server.use(
      http.post('*/api/v1/security/users/', () =>
        HttpResponse.json({ message: { password: ['Must have at least two capital letters.'] } }, { status: 400 }),
      ),
    );
    const store = renderAdminPage('/users/');
    const dialog = await openAddUser();
    await fillNewUser();
    save();
    expect(await within(dialog).findByText('Must have at least two capital letters.')).toBeInTheDocument();
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['There was an error creating the user. Please, try again.']),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says a taken username on the username field (FAB answers 422 with the database words)', async () => {
    server.use(
      http.post('*/api/v1/security/users/', () =>
        HttpResponse.json({ message: 'UNIQUE constraint failed: ab_user.username' }, { status: 422 }),
      ),
    );
    renderAdminPage('/users/');
    const dialog = await openAddUser();
    await fillNewUser();
    save();
    expect(
      await within(dialog).findByText('This username is already taken. Please choose another one.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/UNIQUE constraint/)).not.toBeInTheDocument();
  });

  it('shows a reason that belongs to no field in an error box, as text', async () => {
    server.use(
      http.post('*/api/v1/security/users/', () =>
        HttpResponse.json(
          { message: { _schema: ["At least one of 'roles' or 'groups' must be provided and non-empty."] } },
          { status: 400 },
        ),
      ),
    );
    renderAdminPage('/users/');
    const dialog = await openAddUser();
    await fillNewUser();
    save();
    expect(
      await within(dialog).findByText("At least one of 'roles' or 'groups' must be provided and non-empty."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Unexpected error')).toBeInTheDocument();
    expect(dialog.textContent).not.toContain('[object Object]');
  });
});

describe('UsersListPage: editing a user', () => {
  it('puts the edited fields, without a password when none is typed', async () => {
    const store = renderAdminPage('/users/');
    fireEvent.click(within(await rowOf('alice')).getByRole('button', { name: 'Edit alice' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('alice');
    expect(within(dialog).getByLabelText('New password')).toHaveValue('');
    fill('First name', 'Alicia');
    save();
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PUT',
          path: '/api/v1/security/users/2',
          body: {
            first_name: 'Alicia',
            last_name: 'Example',
            username: 'alice',
            email: 'alice@example.com',
            active: true,
            roles: [4],
          },
        },
      ]),
    );
    await waitFor(() => expect(toastTexts(store)).toEqual(['The user has been updated successfully.']));
  });

  it('sends a new password typed in the edit form, once confirmed', async () => {
    renderAdminPage('/users/');
    fireEvent.click(within(await rowOf('alice')).getByRole('button', { name: 'Edit alice' }));
    const dialog = await screen.findByRole('dialog');
    fill('New password', 'fresh-pw');
    save();
    expect(await within(dialog).findByText('Please confirm your password')).toBeInTheDocument();
    fill('Confirm Password', 'fresh-pw');
    save();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).toMatchObject({ password: 'fresh-pw' });
  });
});

describe('UsersListPage: activation, passwords, deletes', () => {
  it('deactivates an active user and activates an inactive one', async () => {
    const store = renderAdminPage('/users/');
    fireEvent.click(within(await rowOf('alice')).getByRole('button', { name: 'Deactivate alice' }));
    fireEvent.click(within(await rowOf('bob')).getByRole('button', { name: 'Activate bob' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PUT', path: '/api/v1/security/users/2', body: { active: false } },
        { method: 'PUT', path: '/api/v1/security/users/3', body: { active: true } },
      ]),
    );
    await waitFor(() => expect(toastTexts(store)).toContain('The user has been updated successfully.'));
  });

  it('says so when a deactivation fails', async () => {
    server.use(
      http.put('*/api/v1/security/users/:id', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const store = renderAdminPage('/users/');
    fireEvent.click(within(await rowOf('alice')).getByRole('button', { name: 'Deactivate alice' }));
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['There was an error updating the user. Please, try again.']),
    );
  });

  it('resets a password with a PUT of the password alone', async () => {
    const store = renderAdminPage('/users/');
    fireEvent.click(within(await rowOf('bob')).getByRole('button', { name: 'Reset password of bob' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset password')).toBeInTheDocument();
    fill('Password', 'n3w-pass');
    fill('Confirm Password', 'n3w-pass');
    save();
    await waitFor(() =>
      expect(writes()).toEqual([{ method: 'PUT', path: '/api/v1/security/users/3', body: { password: 'n3w-pass' } }]),
    );
    await waitFor(() => expect(toastTexts(store)).toEqual(['The password reset was successful']));
  });

  it('deletes one user after a confirmation', async () => {
    const store = renderAdminPage('/users/');
    fireEvent.click(within(await rowOf('alice')).getByRole('button', { name: 'Delete alice' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete User?');
    expect(dialog).toHaveTextContent('Are you sure you want to delete alice?');
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'DELETE', path: '/api/v1/security/users/2' }]));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted user: alice']));
  });

  it('deletes the selected users one request each, and names each failure', async () => {
    server.use(
      http.delete('*/api/v1/security/users/3', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const store = renderAdminPage('/users/');
    fireEvent.click(within(await rowOf('alice')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('bob')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the 2 selected users?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store).sort()).toEqual(['Deleted users: alice', 'Error deleting bob']));
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/v1/security/users/2' }]);
    // The user that is gone leaves the selection; the one still there stays selected.
    expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeEnabled();
  });

  it('names the user when a single delete fails', async () => {
    server.use(
      http.delete('*/api/v1/security/users/:id', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const store = renderAdminPage('/users/');
    fireEvent.click(within(await rowOf('alice')).getByRole('button', { name: 'Delete alice' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['There was an issue deleting alice']));
  });
});
