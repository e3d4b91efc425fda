import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetClient } from '../../../src/api/client';
import { choose, recorded, renderAdminPage, resetRecorded, rowOf, server, toastTexts, VIEWERS } from './adminTestKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRecorded();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

const writes = () => recorded.calls;

function save() {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
}

/** The tag of a selected value in a multiple select, by its text. */
function removeTag(dialog: HTMLElement, text: string) {
  const tag = within(dialog).getByTitle(text);
  fireEvent.click(within(tag).getByLabelText('close'));
}

describe('RolesListPage: what it shows', () => {
  it('lists roles by name with their users by name and their number of pairs', async () => {
    renderAdminPage('/roles/');
    const gamma = await rowOf('Gamma');
    expect(recorded.roleSearches[0]).toEqual({ order_column: 'name', order_direction: 'asc', page: 0, page_size: 25 });
    expect(within(gamma).getByText('3 permissions')).toBeInTheDocument();
    await waitFor(() => expect(within(gamma).getByText('alice, bob')).toBeInTheDocument());
    // The names come from one lookup of every listed role's users.
    expect(recorded.userLists).toContainEqual({
      filters: [{ col: 'id', opr: 'in', value: [1, 2, 3] }],
      page: 0,
      page_size: 100,
    });
  });

  it("lists a role's pairs readably, grouped by view, and searchable", async () => {
    renderAdminPage('/roles/');
    const gamma = await rowOf('Gamma');
    fireEvent.click(within(gamma).getByRole('button', { name: /expand row/i }));
    const list = await screen.findByRole('list', { name: 'Permissions of Gamma' });
    await waitFor(() => expect(within(list).getByText('[examples].[orders](id:7)')).toBeInTheDocument());
    expect(within(list).getByTitle('datasource access on [examples].[orders](id:7)')).toBeInTheDocument();
    expect(within(list).getByTitle('can read on Chart')).toBeInTheDocument();
    expect(within(list).getByTitle('can read on Dashboard')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search permissions of Gamma' }), {
      target: { value: 'dashboard' },
    });
    await waitFor(() => expect(within(list).queryByTitle('can read on Chart')).not.toBeInTheDocument());
    expect(within(list).getByTitle('can read on Dashboard')).toBeInTheDocument();
  });

  it('filters by name, user and pair, and sorts by name', async () => {
    renderAdminPage('/roles/');
    await rowOf('Gamma');
    const search = screen.getByRole('searchbox', { name: 'Search roles' });
    fireEvent.change(search, { target: { value: 'gam' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(recorded.roleSearches.at(-1)).toMatchObject({ filters: [{ col: 'name', opr: 'ct', value: 'gam' }] }),
    );
    await choose('Permission', 'can sqllab on Superset');
    await waitFor(() =>
      expect(recorded.roleSearches.at(-1)).toMatchObject({
        filters: [
          { col: 'name', opr: 'ct', value: 'gam' },
          { col: 'permission_ids', opr: 'rel_o_m', value: 5 },
        ],
      }),
    );
    await choose('User', 'bob');
    await waitFor(() =>
      expect(recorded.roleSearches.at(-1)).toMatchObject({
        filters: expect.arrayContaining([{ col: 'user_ids', opr: 'rel_o_m', value: 3 }]),
      }),
    );
    fireEvent.click(within(document.querySelector('thead') as HTMLElement).getByText('Name'));
    await waitFor(() =>
      expect(recorded.roleSearches.at(-1)).toMatchObject({ order_column: 'name', order_direction: 'desc', page: 0 }),
    );
  });

  it('tells a non-admin there is no access, and asks the server nothing', async () => {
    renderAdminPage('/roles/', VIEWERS.gamma);
    expect(await screen.findByText('Access is Denied')).toBeInTheDocument();
    expect(recorded.roleSearches).toEqual([]);
  });
});

describe('RolesListPage: changing roles', () => {
  it('adds a role, then gives it the chosen pairs', async () => {
    const store = renderAdminPage('/roles/');
    await rowOf('Gamma');
    fireEvent.click(screen.getByRole('button', { name: /Role$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Role')).toBeInTheDocument();
    save();
    expect(await within(dialog).findByText('Role name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Role Name'), { target: { value: ' Analyst ' } });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Permissions' })).toBeEnabled());
    await choose('Permissions', 'can write on Chart');
    await choose('Permissions', 'datasource access on [examples].[orders](id:7)', 'datasource');
    save();
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', path: '/api/v1/security/roles/', body: { name: 'Analyst' } },
        { method: 'POST', path: '/api/v1/security/roles/9/permissions', body: { permission_view_menu_ids: [2, 6] } },
      ]),
    );
    await waitFor(() => expect(toastTexts(store)).toEqual(['The role has been created successfully.']));
  });

  it("edits a role's pairs: sends exactly the ids kept and added, and nothing else unchanged", async () => {
    const store = renderAdminPage('/roles/');
    fireEvent.click(within(await rowOf('Gamma')).getByRole('button', { name: 'Edit Gamma' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTitle('can read on Chart')).toBeInTheDocument());
    removeTag(dialog, 'can read on Chart');
    await choose('Permissions', 'menu access on SQL Lab');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/api/v1/security/roles/4/permissions' });
    expect((writes()[0].body as { permission_view_menu_ids: number[] }).permission_view_menu_ids.sort()).toEqual([
      3, 4, 6,
    ]);
    await waitFor(() => expect(toastTexts(store)).toEqual(['The role has been updated successfully.']));
  });

  it('renames a role and changes its users', async () => {
    renderAdminPage('/roles/');
    fireEvent.click(within(await rowOf('sql_lab')).getByRole('button', { name: 'Edit sql_lab' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Role Name'), { target: { value: 'SQL analysts' } });
    await waitFor(() => expect(within(dialog).getByTitle('bob')).toBeInTheDocument());
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: 'Users' }));
    await user.keyboard('ali');
    // The picker asks the server for usernames containing the typed text.
    await waitFor(() =>
      expect(recorded.userLists).toContainEqual({
        filters: [{ col: 'username', opr: 'ct', value: 'ali' }],
        order_column: 'username',
        order_direction: 'asc',
        page: 0,
        page_size: 100,
      }),
    );
    await user.click(await screen.findByTitle('alice'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PUT', path: '/api/v1/security/roles/5', body: { name: 'SQL analysts' } },
        { method: 'PUT', path: '/api/v1/security/roles/5/users', body: { user_ids: [3, 2] } },
      ]),
    );
  });

  it('shows why a rename failed and toasts Superset text', async () => {
    server.use(
      http.put('*/api/v1/security/roles/:id', () =>
        HttpResponse.json({ message: 'UNIQUE constraint failed: ab_role.name' }, { status: 422 }),
      ),
    );
    const store = renderAdminPage('/roles/');
    fireEvent.click(within(await rowOf('sql_lab')).getByRole('button', { name: 'Edit sql_lab' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Role Name'), { target: { value: 'Admin' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    expect(await within(dialog).findByText('UNIQUE constraint failed: ab_role.name')).toBeInTheDocument();
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['There was an error updating the role. Please, try again.']),
    );
  });

  it('duplicates a role with its pairs under a new name', async () => {
    const store = renderAdminPage('/roles/');
    fireEvent.click(within(await rowOf('sql_lab')).getByRole('button', { name: 'Duplicate sql_lab' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Duplicate role sql_lab')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Role Name'), { target: { value: 'sql_lab copy' } });
    save();
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', path: '/api/v1/security/roles/', body: { name: 'sql_lab copy' } },
        { method: 'POST', path: '/api/v1/security/roles/9/permissions', body: { permission_view_menu_ids: [4, 5] } },
      ]),
    );
    await waitFor(() => expect(toastTexts(store)).toEqual(['The role has been duplicated successfully.']));
  });

  it('deletes a role after a confirmation', async () => {
    const store = renderAdminPage('/roles/');
    fireEvent.click(within(await rowOf('sql_lab')).getByRole('button', { name: 'Delete sql_lab' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Role?');
    expect(dialog).toHaveTextContent('Are you sure you want to delete sql_lab?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted role: sql_lab']));
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/v1/security/roles/5' }]);
  });

  it('deletes the selected roles one request each', async () => {
    const store = renderAdminPage('/roles/');
    fireEvent.click(within(await rowOf('Gamma')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('sql_lab')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the 2 selected roles?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted roles: Gamma, sql_lab']));
    expect(writes()).toEqual([
      { method: 'DELETE', path: '/api/v1/security/roles/4' },
      { method: 'DELETE', path: '/api/v1/security/roles/5' },
    ]);
  });
});
