import { Dropdown, Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectUser, type BootstrapState } from './bootstrapSlice';

const NAV_ITEMS = [
  { key: '/sqllab/', label: 'SQL Lab' },
  { key: '/dashboard/list/', label: 'Dashboards' },
  { key: '/chart/list/', label: 'Charts' },
  { key: '/savedqueryview/list/', label: 'Saved queries' },
];

/** The top bar: product name, the main areas, and the user menu with logout. */
export default function NavBar() {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const { pathname } = useLocation();
  const selected = NAV_ITEMS.find((item) => pathname.startsWith(item.key))?.key;
  const displayName =
    [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || 'User';

  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 24, background: '#fff', paddingInline: 16 }}
    >
      <Link to="/sqllab/" style={{ fontWeight: 700, fontSize: 18, color: '#20a7c9' }}>
        Tessera
      </Link>
      <Menu
        mode="horizontal"
        selectedKeys={selected ? [selected] : []}
        style={{ flex: 1, borderBottom: 'none' }}
        items={NAV_ITEMS.map((item) => ({ key: item.key, label: <Link to={item.key}>{item.label}</Link> }))}
      />
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
        <button type="button" aria-label="User menu" style={{ background: 'none', border: 0, cursor: 'pointer' }}>
          {displayName} ▾
        </button>
      </Dropdown>
    </Layout.Header>
  );
}
