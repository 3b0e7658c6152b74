import type { Config } from '../../config/index.ts';
import { useBullmqJobs } from '../jobs/bullmq/install.ts';
import { createLogger } from '../logger.ts';
import { databaseRateLimits, useRateLimitCounter } from '../security/rate-limit.ts';
import { redisEventBus, useEventBus } from './event-bus.ts';
import { redisRateLimits } from './rate-limits.ts';
import { closeRedis, connectRedis } from './redis.ts';
import { RedisLocker, redisTusMetadataCache, useSharedTus } from './tus-locker.ts';

/** What the process shares with other instances while its database is open. */
export interface Coordination {
  /** Redis is configured: events, limits, jobs and tus locks are shared through it. */
  shared: boolean;
  close(): Promise<void>;
}

/**
 * Installs this process's event bus: Redis pub/sub when REDIS_URL is set; else the in-process
 * one stays. The server and every CLI command go through here (server/database.ts), so a job the CLI
 * enqueues wakes the server's runners and a notification it creates reaches open streams.
 */
export async function startCoordination(config: Config): Promise<Coordination> {
  // The process's memory bus serves every database the process opens (the tests open several).
  if (!config.redis) return { shared: false, close: async () => undefined };
  const logger = createLogger(config);
  let lastError = '';
  const bus = await redisEventBus(config.redis, (error) => {
    // ioredis retries on its own; one line per kind of failure, not one per retry.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: error }, 'Redis event bus: connection trouble (events between instances wait until it is back)');
  });
  const previous = useEventBus(bus);
  let commands;
  try {
    // Commands fail at once while Redis is away instead of queueing: rate limits fall back to the
    // database then, and a tus request gets an answer.
    commands = await connectRedis(config.redis, 'commands', { enableOfflineQueue: false });
  } catch (error) {
    useEventBus(previous);
    await bus.close();
    throw error;
  }
  const { prefix } = config.redis;
  let lastCommandError = '';
  const onCommandError = (error: Error) => {
    if (error.message === lastCommandError) return;
    lastCommandError = error.message;
    logger.warn({ err: error }, 'Redis: commands fail (rate limits count in the database until it is back)');
  };
  commands.on('error', onCommandError);
  const redis = commands;
  const previousLimits = useRateLimitCounter(await redisRateLimits(redis, prefix, databaseRateLimits, onCommandError));
  const previousTus = useSharedTus({
    locker: new RedisLocker({ redis, prefix, bus }),
    metadataCache: () => redisTusMetadataCache(redis, prefix),
  });
  const stopJobs = await useBullmqJobs(config.redis, logger).catch(async (error: unknown) => {
    useSharedTus(previousTus);
    useRateLimitCounter(previousLimits);
    useEventBus(previous);
    await Promise.all([bus.close(), closeRedis(redis)]);
    throw error;
  });
  return {
    shared: true,
    async close() {
      await stopJobs();
      useSharedTus(previousTus);
      useRateLimitCounter(previousLimits);
      useEventBus(previous);
      await Promise.all([bus.close(), closeRedis(redis)]);
    },
  };
}
