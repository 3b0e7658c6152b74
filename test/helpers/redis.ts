import { randomUUID } from 'node:crypto';
import { closeRedis, connectRedis } from '../../server/coordination/redis.ts';
import { startTestApp, type TestApp } from './app.ts';

/** The Redis every machine here runs; tests keep apart from each other by prefix, never by flushing. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** A prefix no other test (or parallel worker) uses. */
export function testRedisPrefix(): string {
  return `test:${process.pid}:${randomUUID().slice(0, 8)}:`;
}

/** The environment of an installation sharing through Redis under `prefix`. */
export function redisEnv(prefix: string): Record<string, string> {
  return { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
}

/** Removes what a test left under its prefix (other workers' keys stay). */
export async function deleteTestRedisKeys(prefix: string): Promise<void> {
  const redis = await connectRedis({ url: TEST_REDIS_URL, prefix }, 'test-cleanup');
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
  } finally {
    await closeRedis(redis);
  }
}

/** Two instances of one installation in this process: the same database, data directory and environment. */
export async function startTwoInstances(env: Record<string, string>, options: { listen?: boolean } = {}): Promise<[TestApp, TestApp]> {
  const a = await startTestApp({ ...options, env });
  try {
    const b = await startTestApp({ ...options, env: { ...env, DATABASE_URL: a.config.database.url, DATA_DIR: a.config.dataDir } });
    return [a, b];
  } catch (error) {
    await a.stop();
    throw error;
  }
}
