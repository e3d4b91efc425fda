import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetClient } from '../../../src/api/client';
import { formatLastLogin } from '../../../src/features/admin/users/userDisplay';
import { choose, recorded, renderAdminPage, resetRecorded, rowOf, server, VIEWERS } from './adminTestKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRecorded();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function header(text: string): HTMLElement {
  return within(document.querySelector('thead') as HTMLElement).getByText(text);
}

describe('UsersListPage: what it shows', () => {
  it('lists users by username, 25 a page, with roles, active, last login and login count', async () => {
    renderAdminPage('/users/');
    const admin = await rowOf('admin');
    expect(recorded.userLists[0]).toEqual({ order_column: 'username', order_direction: 'asc', page: 0, page_size: 25 });
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(admin).getByText('Yes')).toBeInTheDocument();
    expect(within(admin).getByText(formatLastLogin('2026-03-04T05:06:07.123456'))).toBeInTheDocument();
    expect(within(admin).getByText('12')).toBeInTheDocument();
    const bob = await rowOf('bob');
    expect(within(bob).getByText('Gamma, sql_lab')).toBeInTheDocument();
    expect(within(bob).getByText('No')).toBeInTheDocument();
    // A user who never signed in has no last login and no count yet (FAB sends nulls).
    const alice = await rowOf('alice');
    expect(within(alice).getByText('Never')).toBeInTheDocument();
    expect(within(alice).getByText('0')).toBeInTheDocument();
  });

  it('reads a naive FAB timestamp as UTC', () => {
    const shown = formatLastLogin('2026-03-04T05:06:07.123456');
    const expected = new Date(Date.UTC(2026, 2, 4, 5, 6, 7));
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(shown).toBe(
      `${expected.getFullYear()}-${pad(expected.getMonth() + 1)}-${pad(expected.getDate())} ${pad(expected.getHours())}:${pad(expected.getMinutes())}`,
    );
    expect(formatLastLogin(null)).toBe('Never');
  });

  it("shows the server's message when the list cannot be read", async () => {
    server.use(
      http.get('*/api/v1/security/users/', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    renderAdminPage('/users/');
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    expect(screen.getByText('Unexpected error')).toBeInTheDocument();
  });
});

describe('UsersListPage: the rison q it sends', () => {
  it('searches the chosen column with ct, from the first page', async () => {
    renderAdminPage('/users/');
    await rowOf('admin');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(recorded.userLists.at(-1)).toMatchObject({ page: 1 }));
    await choose('Search in', 'Email');
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: ' example.com ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(recorded.userLists.at(-1)).toEqual({
        order_column: 'username',
        order_direction: 'asc',
        page: 0,
        page_size: 25,
        filters: [{ col: 'email', opr: 'ct', value: 'example.com' }],
      }),
    );
  });

  it('filters by role (rel_m_m) and by active (eq)', async () => {
    renderAdminPage('/users/');
    await rowOf('admin');
    await choose('Role', 'sql_lab');
    await waitFor(() =>
      expect(recorded.userLists.at(-1)).toMatchObject({ filters: [{ col: 'roles', opr: 'rel_m_m', value: 5 }] }),
    );
    await choose('Is active?', 'No');
    await waitFor(() =>
      expect(recorded.userLists.at(-1)).toMatchObject({
        filters: [
          { col: 'roles', opr: 'rel_m_m', value: 5 },
          { col: 'active', opr: 'eq', value: false },
        ],
      }),
    );
  });

  it('sorts by a column header, and pages', async () => {
    renderAdminPage('/users/');
    await rowOf('admin');
    fireEvent.click(header('Last login'));
    await waitFor(() =>
      expect(recorded.userLists.at(-1)).toMatchObject({ order_column: 'last_login', order_direction: 'asc', page: 0 }),
    );
    fireEvent.click(header('Last login'));
    await waitFor(() =>
      expect(recorded.userLists.at(-1)).toMatchObject({ order_column: 'last_login', order_direction: 'desc' }),
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(recorded.userLists.at(-1)).toMatchObject({ order_column: 'last_login', page: 1, page_size: 25 }),
    );
  });
});

describe('UsersListPage: who may see it', () => {
  it('tells a non-admin there is no access, and asks the server nothing', async () => {
    renderAdminPage('/users/', VIEWERS.gamma);
    expect(await screen.findByText('Access is Denied')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can manage users and roles.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(recorded.userLists).toEqual([]);
  });

  it('lets in a role named admin in any letter case', async () => {
    renderAdminPage('/users/', VIEWERS.lowercaseAdmin);
    expect(await rowOf('alice')).toBeInTheDocument();
  });
});
