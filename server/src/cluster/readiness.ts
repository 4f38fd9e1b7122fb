// GET /ready: whether this instance should get traffic. A balancer's health check reads it:
// 503 while the database or (when configured) Redis does not answer, and from SIGTERM on
// while the instance drains its requests before it closes. Never cached.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { redisAnswers } from './shared-limits';

export function registerReadiness(app: FastifyInstance): void {
  app.get('/ready', async (_request, reply) => {
    const [database, redis] = await Promise.all([
      sql`select 1`
        .execute(app.db)
        .then(() => 'ok' as const)
        .catch(() => 'down' as const),
      app.redis ? redisAnswers(app.redis).then((up) => (up ? 'ok' : 'down')) : 'off',
    ]);
    const ready = !app.draining && database === 'ok' && redis !== 'down';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ready, draining: app.draining, database, redis });
  });
}
