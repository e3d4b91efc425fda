import type { FastifyInstance } from 'fastify';

/** Liveness probes, as Superset's /health and /healthcheck: plain `OK`. */
export async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
  for (const url of ['/health', '/healthcheck']) {
    app.get(url, { config: { public: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('OK'),
    );
  }
}
