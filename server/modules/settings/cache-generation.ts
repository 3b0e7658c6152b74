import { clearCacheAtGeneration } from '../../cache/site-cache.ts';
import { selectRows } from '../../db/select.ts';
import { Setting } from './models.ts';
import { setSetting } from './service.ts';

// Clearing the site cache on every instance (server/cache/site-cache.ts): the event bus carries
// the clear, which with Redis reaches every instance at once; the generation number in the
// settings table is what instances without Redis read to notice it.

/** One indexed read, outside the settings cache it decides about. */
export async function readCacheGeneration(): Promise<number> {
  const rows = await selectRows<{ value: string | null }>(Setting.sequelize!, "SELECT value FROM settings WHERE name = 'cache.generation'");
  const generation = Number(rows[0]?.value ?? 0);
  return Number.isFinite(generation) ? generation : 0;
}

/** Clears this instance's site cache now, and every other instance's through the bus (with Redis) or on its next generation check. */
export async function clearSiteCache(): Promise<{ generation: number }> {
  const generation = (await readCacheGeneration()) + 1;
  await setSetting('cache.generation', generation);
  clearCacheAtGeneration(generation);
  return { generation };
}
