import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In dev, every server path goes to the embedded server, or to a real Superset when SUPERSET_URL is set.
const backend = process.env.SUPERSET_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8088'}`;
const proxiedPaths = [
  '/api',
  '/tabstateview',
  '/tableschemaview',
  '/kv',
  '/savedqueryviewapi',
  '/superset/log',
  '/superset/explore_json',
  '/superset/fetch_datasource_metadata',
  '/datasource',
  '/login',
  '/logout',
  '/health',
  '/ws',
  // Superset's own login page loads its scripts and styles from here.
  '/static',
];
const proxy = Object.fromEntries(
  proxiedPaths.map((path) => [path, { target: backend, changeOrigin: true, ws: path === '/ws' }]),
);

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
