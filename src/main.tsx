import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createAppStore } from './app/store';
import { createAppRouter } from './app/router';
import { loadBootstrapData } from './app/bootstrap';
import { bootstrapLoaded } from './features/shell';
import { ToastContainer } from './features/toasts';
import { asyncEventConfigFromBootstrap } from './features/asyncEvents';
import { configureClient } from './api/client';
import { fetchCurrentUserWithRoles } from './api/security';

async function start() {
  const bootstrap = await loadBootstrapData(fetchCurrentUserWithRoles);
  configureClient({ appRoot: bootstrap.common.application_root });
  const store = createAppStore({
    asyncEvents: asyncEventConfigFromBootstrap(bootstrap.common),
    // Usage events go to /superset/log/ by beacon or POST (the browser's own transport).
    logger: {},
  });
  store.dispatch(bootstrapLoaded(bootstrap));
  const router = createAppRouter();
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ConfigProvider theme={{ token: { colorPrimary: '#20a7c9', borderRadius: 4 } }}>
          <AntdApp>
            <RouterProvider router={router} />
            <ToastContainer />
          </AntdApp>
        </ConfigProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
