import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import { createAppStore } from './store';
import { createAppRouter } from './router';
import { loadBootstrapData } from './bootstrap';
import { bootstrapLoaded } from '../features/shell';
import { prefetchExploreFor } from '../features/explore';
import { ToastContainer } from '../features/toasts';
import { asyncEventConfigFromBootstrap } from '../features/asyncEvents';
import { configureClient } from '../api/client';
import { fetchCurrentUserWithRoles } from '../api/security';
import { setupErrorDisplays } from './setupErrorDisplays';
import { APP_THEME, THEME_VARIABLES_CLASS } from './theme';
import './appRoot.css';

/**
 * Built apps carry antd's styles in a static stylesheet (every component, the app's theme), so
 * antd writes none at runtime; in dev and tests there is no such sheet and antd writes them.
 */
const RUNTIME_THEME = import.meta.env.PROD ? { ...APP_THEME, zeroRuntime: true } : APP_THEME;

/** The whole app: bootstrap, store, router and the component library's providers. */
export async function startApp(): Promise<void> {
  setupErrorDisplays();
  const bootstrap = await loadBootstrapData(fetchCurrentUserWithRoles);
  configureClient({ appRoot: bootstrap.common.application_root });
  const store = createAppStore({
    asyncEvents: asyncEventConfigFromBootstrap(bootstrap.common),
    // Usage events go to /superset/log/ by beacon or POST (the browser's own transport).
    logger: {},
  });
  store.dispatch(bootstrapLoaded(bootstrap));
  const router = createAppRouter({
    onExploreNavigation: (search, permalinkKey) => prefetchExploreFor(store.dispatch, search, permalinkKey),
  });
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ConfigProvider theme={RUNTIME_THEME}>
          {/* The page's base text (antd's App would also bring its message, notification and modal
              hooks, which nothing uses, to every page). */}
          <div className={`${THEME_VARIABLES_CLASS} app-root`}>
            <RouterProvider router={router} />
            <ToastContainer />
          </div>
        </ConfigProvider>
      </Provider>
    </StrictMode>,
  );
}
