import type { AppContext } from '../../context.ts';
import type { RedisSettings } from '../../coordination/redis.ts';
import { useJobBackend } from '../backend.ts';

/**
 * Puts this process's jobs on BullMQ while its database is open (server/coordination/index.ts,
 * with REDIS_URL); the returned function puts back the backend it replaced. BullMQ is imported
 * here only, so a single-machine install never loads it.
 */
export async function useBullmqJobs(settings: RedisSettings, logger: AppContext['logger']): Promise<() => Promise<void>> {
  const { startBullmqJobBackend } = await import('./backend.ts');
  const backend = await startBullmqJobBackend(settings, logger);
  const previous = useJobBackend(backend);
  return async () => {
    useJobBackend(previous);
    await backend.close();
  };
}
