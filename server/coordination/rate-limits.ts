import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimitCounter, RateLimitResult } from '../security/rate-limit.ts';

/**
 * Fixed-window counters in Redis (rate-limiter-flexible), shared by every instance on it. All
 * limits use one key space, as the database rows do: a key is one counter whatever its max and
 * window, so clearing it needs no knowledge of either.
 *
 * While Redis cannot answer, attempts count in the database instead of being let through: these
 * limits stand between the internet and password guessing or mail sending, and the database
 * counter is shared by the instances too, only slower.
 */
export async function redisRateLimits(
  client: Redis,
  prefix: string,
  fallback: RateLimitCounter,
  onUnavailable: (error: Error) => void,
): Promise<RateLimitCounter> {
  const { RateLimiterRedis: Limiter, RateLimiterRes } = await import('rate-limiter-flexible');
  const keyPrefix = `${prefix}rate-limits`;
  // The options are fixed per limiter; the callers use a handful of (max, window) pairs.
  const limiters = new Map<string, RateLimiterRedis>();
  const limiter = (max: number, windowSeconds: number) => {
    const id = `${max}/${windowSeconds}`;
    let found = limiters.get(id);
    // rejectIfRedisNotReady: fail at once while reconnecting rather than queue behind the outage.
    if (!found) limiters.set(id, (found = new Limiter({ storeClient: client, keyPrefix, points: max, duration: windowSeconds, rejectIfRedisNotReady: true })));
    return found;
  };
  const result = (res: InstanceType<typeof RateLimiterRes>, max: number): RateLimitResult => ({
    hits: res.consumedPoints,
    limited: res.consumedPoints > max,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    async hit(key, max, windowSeconds) {
      try {
        return result(await limiter(max, windowSeconds).consume(key, 1), max);
      } catch (rejection) {
        // Over the limit: rate-limiter-flexible rejects with the counter, not an error.
        if (rejection instanceof RateLimiterRes) return result(rejection, max);
        onUnavailable(rejection as Error);
        return fallback.hit(key, max, windowSeconds);
      }
    },
    async clear(key) {
      // Attempts counted in the database while Redis was away count too.
      await fallback.clear(key);
      try {
        await client.del(`${keyPrefix}:${key}`);
      } catch (error) {
        onUnavailable(error as Error);
      }
    },
  };
}
