import { Dropdown, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { isUserAdmin, userHasPermission, type UserWithRoles } from '../../utils/permissions';
import {
  canSeeChartsMenu,
  canSeeDashboardsMenu,
  canSeeSavedQueriesMenu,
  canSeeSqlLabMenu,
} from '../../utils/permissionRules';
import { selectUser, type BootstrapState } from './bootstrapSlice';

interface NavItem {
  key: string;
  label: string;
  /** Shown only to users this accepts. */
  isVisible: (user: UserWithRoles) => boolean;
}

// As in Superset's menu, an entry needs its menu_access pair; here also the pages' own permission,
// so that no entry leads to a page that refuses the user (admins have every pair).
const NAV_ITEMS: NavItem[] = [
  { key: '/sqllab/', label: 'SQL Lab', isVisible: canSeeSqlLabMenu },
  { key: '/dashboard/list/', label: 'Dashboards', isVisible: canSeeDashboardsMenu },
  { key: '/chart/list/', label: 'Charts', isVisible: canSeeChartsMenu },
  { key: '/savedqueryview/list/', label: 'Saved queries', isVisible: canSeeSavedQueriesMenu },
];

/** The Settings menu's security pages: only admins manage users and roles and read the action log. */
const SECURITY_GROUP = {
  type: 'group' as const,
  key: 'security',
  label: 'Security',
  children: [
    { key: '/users/', label: <Link to="/users/">List Users</Link> },
    { key: '/roles/', label: <Link to="/roles/">List Roles</Link> },
    { key: '/actionlog/list/', label: <Link to="/actionlog/list/">Action Log</Link> },
  ],
};

/** Settings → Manage → 'Alerts & reports', for users who may read report schedules. */
const MANAGE_GROUP = {
  type: 'group' as const,
  key: 'manage',
  label: 'Manage',
  children: [{ key: '/alert/list/', label: <Link to="/alert/list/">Alerts &amp; reports</Link> }],
};

function settingsItemsFor(user: UserWithRoles): NonNullable<MenuProps['items']> {
  return [
    ...(isUserAdmin(user) ? [SECURITY_GROUP] : []),
    ...(userHasPermission(user, 'can_read', 'ReportSchedule') ? [MANAGE_GROUP] : []),
  ];
}

const menuButtonStyle = { background: 'none', border: 0, cursor: 'pointer' } as const;

/** The top bar: product name, the main areas, Settings (when it has entries for the user), and the user menu. */
export default function NavBar() {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const { pathname } = useLocation();
  const items = NAV_ITEMS.filter((item) => item.isVisible(user));
  const selected = items.find((item) => pathname.startsWith(item.key))?.key;
  const settingsItems = settingsItemsFor(user);
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || 'User';

  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, background: '#fff', paddingInline: 16 }}>
      {/* Home: the first area the user's roles open. */}
      <Link to="/" style={{ fontWeight: 700, fontSize: 18, color: '#20a7c9' }}>
        Tessera
      </Link>
      <Menu
        mode="horizontal"
        selectedKeys={selected ? [selected] : []}
        style={{ flex: 1, borderBottom: 'none' }}
        items={items.map((item) => ({ key: item.key, label: <Link to={item.key}>{item.label}</Link> }))}
      />
      {settingsItems.length > 0 && (
        <Dropdown trigger={['click']} menu={{ items: settingsItems, selectedKeys: [pathname] }}>
          <button type="button" aria-label="Settings" style={menuButtonStyle}>
            Settings ▾
          </button>
        </Dropdown>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'user', label: user.username ?? '', disabled: true },
            { type: 'divider' },
            // Logout is a full navigation: the server ends the session and shows the login page.
            { key: 'logout', label: <a href="/logout/">Logout</a> },
          ],
        }}
      >
        <button type="button" aria-label="User menu" style={menuButtonStyle}>
          {displayName} ▾
        </button>
      </Dropdown>
    </Layout.Header>
  );
}
