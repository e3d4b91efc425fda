import { Layout } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import NavBar from './NavBar';
import { selectUser, type BootstrapState } from './bootstrapSlice';

/** Every signed-in page: the navigation bar above the routed screen. */
export default function AppLayout() {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const location = useLocation();
  if (user.isAnonymous || user.userId === undefined) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login/?next=${next}`} replace />;
  }
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <NavBar />
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
