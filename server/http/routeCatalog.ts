/**
 * Every route the server registers (method and URL pattern), collected as they are added, so that
 * tests can walk all of them: the permission matrix and the API fuzz suite fail on a route they do
 * not know.
 */
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  /** Reachable without logging in. */
  public: boolean;
  /** The route's JSON schemas (params, querystring, body), from which tests build valid requests. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered so far; complete once the app is ready. */
    routeCatalog: readonly RouteEntry[];
  }
}

/** Starts collecting; call before any route is registered. HEAD routes Fastify adds for GETs are left out. */
export function collectRouteCatalog(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = route.config?.public === true;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, public: isPublic, schema: route.schema });
    }
  });
}
