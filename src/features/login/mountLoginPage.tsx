import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ANONYMOUS_USER, loadBootstrapData } from '../../app/bootstrap';
import { configureClient } from '../../api/client';
import LoginPage from './LoginPage';

/** The login page on its own: no store, router or component library (a page load of its own). */
export async function mountLoginPage(): Promise<void> {
  // The page's payload gives the application root; nobody is signed in here, so nobody is asked for.
  const bootstrap = await loadBootstrapData(async () => ANONYMOUS_USER);
  configureClient({ appRoot: bootstrap.common.application_root });
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element');
  createRoot(container).render(
    <StrictMode>
      <LoginPage />
    </StrictMode>,
  );
}
