import { Layout, Spin } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { loginUrl } from '../../api/client';
import NavBar from './NavBar';
import { selectUser, type BootstrapState } from './bootstrapSlice';

/**
 * Anonymous visitors go to the login page with a full page load: the server decides what that page
 * is (the app's own in front of the embedded server, Superset's own in front of a real Superset,
 * whose login form needs its CSRF token).
 */
function LoginRedirect() {
  useEffect(() => {
    window.location.replace(loginUrl());
  }, []);
  return <Spin style={{ margin: 48 }} />;
}

/**
 * Every signed-in page: the navigation bar above the routed screen. `hideNavWhen` lets a page's URL
 * hide the bar (a dashboard's standalone mode).
 */
export default function AppLayout({ hideNavWhen }: { hideNavWhen?: (search: string) => boolean }) {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const { search } = useLocation();
  if (user.isAnonymous || user.userId === undefined) return <LoginRedirect />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {hideNavWhen?.(search) ? null : <NavBar />}
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
