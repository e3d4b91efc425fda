import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from './config';

/** `npm run server`: read the configuration, build the app, listen, stop cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.supersetUrl) return startInFrontOfSuperset(config, config.supersetUrl);
  // Imported here so that proxy mode never loads the embedded backend (DuckDB, metadata store).
  const { buildApp } = await import('./app');
  const app = await buildApp(config, { log: (line) => console.log(line) });

  if (app.exampleGenerationMs !== null) {
    console.log(`Generated the example data in ${(app.exampleGenerationMs / 1000).toFixed(1)} s.`);
  }

  await app.listen({ host: config.host, port: config.port });
  console.log(`Tessera is running at http://localhost:${config.port}/`);
  console.log(
    `Log in as "admin"${config.adminPasswordIsDefault ? ' with the password "admin"' : ' with ADMIN_PASSWORD'}.`,
  );
  if (config.adminPasswordIsDefault) {
    console.warn(
      'WARNING: the default admin password "admin" is in use. Set ADMIN_PASSWORD before the first ' +
        'start on any machine others can reach (it only applies when the admin user is created).',
    );
  }

  installShutdown(app);
}

/** Production mode: the built app in front of a real Superset (SUPERSET_URL); no embedded backend. */
async function startInFrontOfSuperset(config: ServerConfig, supersetUrl: string): Promise<void> {
  const { buildProxyApp } = await import('./proxy/app');
  const app = await buildProxyApp(config);
  await app.listen({ host: config.host, port: config.port });
  console.log(`Tessera is running at http://localhost:${config.port}/, in front of Superset at ${supersetUrl}.`);
  console.log('Log in with a user of that Superset (on its login page, served here).');
  installShutdown(app);
}

function installShutdown(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`Received ${signal}, shutting down…`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while shutting down:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('Tessera failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
