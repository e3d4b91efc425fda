import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyle } from './scripts/vite/antdStaticStyle';
import { antdStyleGenerators } from './scripts/vite/antdStyleGenerators';
import { precompressAssets } from './scripts/vite/precompressAssets';

/** Server paths of either backend: the API, the legacy endpoints the app calls, health, websocket. */
const BACKEND_PATHS = [
  '/api',
  '/tabstateview',
  '/tableschemaview',
  '/kv',
  '/savedqueryviewapi',
  '/superset/log',
  '/superset/explore_json',
  '/superset/fetch_datasource_metadata',
  '/datasource',
  '/logout',
  '/health',
  '/ws',
];
/**
 * Superset's own pages and what they load: its login page (whose form carries Superset's CSRF
 * token, so the app's JSON login cannot stand in for it), its scripts and styles, translations.
 */
const SUPERSET_PAGE_PATHS = ['/login', '/static', '/language_pack', '/lang'];

const opensPage = (request: IncomingMessage): boolean =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/**
 * Vite's proxy in dev. In front of a real Superset (SUPERSET_URL) its login page is Superset's,
 * as in production (`SUPERSET_URL=… npm start`); in front of the embedded server the login page
 * is the app's own, served by Vite, and only the form's post goes to the server.
 */
export function devProxy(backend: string, isSuperset: boolean): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    BACKEND_PATHS.map((path) => [path, { target: backend, changeOrigin: true, ws: path === '/ws' }]),
  );
  if (isSuperset) {
    for (const path of SUPERSET_PAGE_PATHS) proxy[path] = { target: backend, changeOrigin: true };
  } else {
    proxy['/login'] = {
      target: backend,
      changeOrigin: true,
      bypass: (request) => (opensPage(request) ? '/index.html' : undefined),
    };
  }
  return proxy;
}

/**
 * ECharts' and zrender's modules that every ECharts chart shares, in one chunk: split the way
 * rolldown splits shared modules they came as ~30 small files, which a dashboard fetched six at a
 * time over HTTP/1.1. Left out, so that they still load on use: the series kinds, the optional
 * components and the SVG renderer (the parts of src/features/charts/components/echartsPartLoaders.ts).
 */
const ECHARTS_CORE_MODULES =
  /node_modules[\\/](zrender[\\/](?!lib[\\/]svg)|echarts[\\/](?!lib[\\/](chart|component[\\/](dataZoom|visualMap|marker|markLine|markArea)|renderer[\\/]installSVG)))/;

// In dev, every server path goes to the embedded server, or to a real Superset when SUPERSET_URL is set.
const supersetUrl = process.env.SUPERSET_URL;
const backend = supersetUrl ?? `http://127.0.0.1:${process.env.PORT ?? '8088'}`;

export default defineConfig({
  plugins: [react(), antdStaticStyle(), antdStyleGenerators(), precompressAssets()],
  resolve: {
    alias: [
      // react-ace's entry also loads its split and diff editors (ace's split extension and
      // diff-match-patch, ~11 kB gzip) for side effects; the app uses the plain editor only. From
      // the project's root, as Vite's own root is.
      {
        find: /^react-ace$/,
        replacement: path.resolve('node_modules/react-ace/lib/ace.mjs'),
      },
    ],
  },
  server: { port: 5173, proxy: devProxy(backend, Boolean(supersetUrl)) },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // antd's inputs import FormProvider from @rc-component/form's index, which attaches Field,
      // List and useForm to the form as properties; the package declares no `sideEffects`, so every
      // route carried the whole form and its validator (~8 kB gzip). Its modules have none.
      treeshake: { moduleSideEffects: [{ test: /node_modules\/@rc-component\/form\//, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [{ name: 'echarts-core', test: ECHARTS_CORE_MODULES }],
        },
      },
    },
  },
});
