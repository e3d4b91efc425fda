import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { defaultCommon, type BootstrapUser } from '../../../src/app/bootstrap';
import { createAppStore } from '../../../src/app/store';
import NavBar from '../../../src/features/shell/NavBar';

const SQL_LAB_PAIRS: [string, string][] = [
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'Saved Queries'],
  ['can_sqllab', 'Superset'],
  ['can_read', 'SavedQuery'],
];
const GAMMA_PAIRS: [string, string][] = [
  ['can_read', 'Chart'],
  ['menu_access', 'Charts'],
  ['can_read', 'Dashboard'],
  ['menu_access', 'Dashboards'],
];

const PEOPLE: Record<string, BootstrapUser> = {
  admin: { userId: 1, username: 'admin', roles: { Admin: [] }, permissions: {} },
  lowercaseAdmin: { userId: 1, username: 'root', roles: { ADMIN: [] }, permissions: {} },
  gamma: { userId: 2, username: 'gina', roles: { Gamma: GAMMA_PAIRS }, permissions: {} },
  sqlLab: { userId: 3, username: 'sam', roles: { Gamma: GAMMA_PAIRS, sql_lab: SQL_LAB_PAIRS }, permissions: {} },
};

function renderNavBar(user: BootstrapUser) {
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/chart/list/']}>
        <NavBar />
      </MemoryRouter>
    </Provider>,
  );
}

describe('NavBar: the Settings menu', () => {
  it("offers admins 'List Users' and 'List Roles' under Settings", async () => {
    renderNavBar(PEOPLE.admin);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('link', { name: 'List Users' })).toHaveAttribute('href', '/users/');
    expect(screen.getByRole('link', { name: 'List Roles' })).toHaveAttribute('href', '/roles/');
  });

  it('counts a role named admin in any letter case', () => {
    renderNavBar(PEOPLE.lowercaseAdmin);
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it('has no Settings, users or roles for Gamma', () => {
    renderNavBar(PEOPLE.gamma);
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByText('List Users')).not.toBeInTheDocument();
    expect(screen.queryByText('List Roles')).not.toBeInTheDocument();
  });
});

describe('NavBar: the SQL Lab entries follow their menu_access pairs', () => {
  it('hides SQL Lab and Saved queries from Gamma, keeps Charts and Dashboards', () => {
    renderNavBar(PEOPLE.gamma);
    expect(screen.queryByRole('menuitem', { name: 'SQL Lab' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Saved queries' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Charts' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dashboards' })).toBeInTheDocument();
  });

  it('shows them to a user with the sql_lab role, without Settings', () => {
    renderNavBar(PEOPLE.sqlLab);
    expect(screen.getByRole('menuitem', { name: 'SQL Lab' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Saved queries' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('shows everything to an admin', () => {
    renderNavBar(PEOPLE.admin);
    for (const name of ['SQL Lab', 'Dashboards', 'Charts', 'Saved queries']) {
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    }
  });
});
