// The post limits' store: each instance's memory by default, a Redis server when REDIS_URL
// names one, so several instances keep one limit between them. Redis unreachable, a post is
// let through rather than refused (the limit is a guard, not the service): the readiness
// check reports the outage instead.
import { once } from 'node:events';
import { Redis } from 'ioredis';

/** Short waits: a request's limit check must not hang on a Redis that is away. */
export function openRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** Whether Redis answers now. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** How long a start waits for Redis before it takes requests (it starts without it after). */
const READY_WAIT_MS = 2_000;

/**
 * Waits until Redis is connected, or READY_WAIT_MS: a limit checked before the connection is
 * up is skipped (the store refuses at once without its offline queue), so the first posts of
 * an instance that had just started would not be counted.
 */
export async function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await Promise.race([
    // A refused connection ends the wait: the instance starts without Redis, as /ready says.
    once(redis, 'ready').catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref()),
  ]);
}
