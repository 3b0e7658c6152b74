import type { Redis, RedisOptions } from 'ioredis';
import { redactUrl } from '../../config/index.ts';

/** REDIS_URL and REDIS_PREFIX as the configuration holds them. */
export interface RedisSettings {
  url: string;
  prefix: string;
}

/**
 * A new connection to the configured Redis. ioredis is loaded on first use, so an installation
 * without REDIS_URL never loads it. `name` shows in `CLIENT LIST`, which tells an operator which
 * part of which instance holds a connection.
 */
export async function connectRedis(settings: RedisSettings, name: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(settings.url, { connectionName: `sitewright:${name}`, lazyConnect: true, ...options });
  let firstError: Error | null = null;
  const remember = (error: Error) => (firstError ??= error);
  client.on('error', remember);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = (firstError ?? (error as Error)).message;
    // Said once at start, in the operator's terms, instead of a retry loop in the log.
    throw new Error(`Could not connect to Redis at ${redactUrl(settings.url)} (REDIS_URL): ${reason}`, { cause: error });
  } finally {
    client.off('error', remember);
  }
  return client;
}

/** Closes a connection without waiting on replies that will never come when Redis is gone. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  await client.quit().catch(() => client.disconnect());
}
