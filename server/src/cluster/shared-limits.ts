// The post limits' store: each instance's memory by default, a Redis server when REDIS_URL
// names one, so several instances keep one limit between them. Redis unreachable, a post is
// let through rather than refused (the limit is a guard, not the service): the readiness
// check reports the outage instead.
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
