/** The menu shows an area only when the user's roles open its page and hold its menu_access pair. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { defaultCommon, type BootstrapUser } from '../../../src/app/bootstrap';
import { createAppStore } from '../../../src/app/store';
import NavBar from '../../../src/features/shell/NavBar';

function renderNavBar(roles: BootstrapUser['roles'], names: Partial<BootstrapUser> = {}) {
  const user: BootstrapUser = { userId: 2, username: 'gina', roles, permissions: {}, ...names };
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/chart/list/']}>
        <NavBar />
      </MemoryRouter>
    </Provider>,
  );
}

const menuItem = (name: string) => screen.queryByRole('menuitem', { name });

describe('NavBar: each entry needs the page permission and the menu_access pair', () => {
  it.each([
    ['SQL Lab', ['can_read', 'SQLLab'], ['menu_access', 'SQL Lab']],
    ['Charts', ['can_read', 'Chart'], ['menu_access', 'Charts']],
    ['Dashboards', ['can_read', 'Dashboard'], ['menu_access', 'Dashboards']],
    ['Saved queries', ['can_read', 'SavedQuery'], ['menu_access', 'Saved Queries']],
  ] as [string, [string, string], [string, string]][])('%s', (name, pagePair, menuPair) => {
    renderNavBar({ Custom: [pagePair, menuPair] });
    expect(menuItem(name)).toBeInTheDocument();
  });

  it.each([
    [
      'a menu_access pair without the page permission',
      [
        ['menu_access', 'SQL Lab'],
        ['menu_access', 'Charts'],
      ],
    ],
    [
      'the page permission without the menu_access pair',
      [
        ['can_read', 'SQLLab'],
        ['can_read', 'Chart'],
      ],
    ],
  ] as [string, [string, string][]][])('hides SQL Lab and Charts with %s', (_case, pairs) => {
    renderNavBar({ Custom: pairs });
    expect(menuItem('SQL Lab')).not.toBeInTheDocument();
    expect(menuItem('Charts')).not.toBeInTheDocument();
  });

  it('shows a sql_lab-only user SQL Lab and Saved queries, not Charts or Dashboards', () => {
    renderNavBar({
      sql_lab: [
        ['can_read', 'SQLLab'],
        ['menu_access', 'SQL Lab'],
        ['can_read', 'SavedQuery'],
        ['menu_access', 'Saved Queries'],
      ],
    });
    expect(menuItem('SQL Lab')).toBeInTheDocument();
    expect(menuItem('Saved queries')).toBeInTheDocument();
    expect(menuItem('Charts')).not.toBeInTheDocument();
    expect(menuItem('Dashboards')).not.toBeInTheDocument();
  });

  it("sends the product name to the home page, which picks the user's area", () => {
    renderNavBar({ Gamma: [['can_read', 'Chart']] });
    expect(screen.getByRole('link', { name: 'Tessera' })).toHaveAttribute('href', '/');
  });
});

describe('NavBar: the user menu', () => {
  it('shows stored names as text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    renderNavBar(
      { Gamma: [] },
      { firstName: payload, lastName: '"><svg onload=window.__xss=1>', username: '<script>window.__xss=1</script>' },
    );
    const button = screen.getByRole('button', { name: 'User menu' });
    expect(button).toHaveTextContent(`${payload} "><svg onload=window.__xss=1>`);
    expect(document.querySelector('img[src="x"], svg[onload], script')).toBeNull();
    await userEvent.setup().click(button);
    expect(await screen.findByText('<script>window.__xss=1</script>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"], svg[onload], script')).toBeNull();
  });
});
