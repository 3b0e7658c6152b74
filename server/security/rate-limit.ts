import { literal, Op, UniqueConstraintError } from 'sequelize';
import { RateLimit } from '../modules/auth/models.ts';
import { replaceable } from '../coordination/replaceable.ts';

export interface RateLimitResult {
  hits: number;
  limited: boolean;
  retryAfterSeconds: number;
}

/** Where fixed-window counters live: the database by default, Redis when instances share one. */
export interface RateLimitCounter {
  hit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult>;
  clear(key: string): Promise<void>;
}

/**
 * The counter is a row updated in place, so instances sharing one database share the count.
 */
export const databaseRateLimits: RateLimitCounter = {
  async hit(key, max, windowSeconds) {
    const now = new Date();
    const resetAt = new Date(now.getTime() + windowSeconds * 1000);
    const [counted] = await RateLimit.update({ hits: literal('hits + 1') as unknown as number }, { where: { key, reset_at: { [Op.gt]: now } } });
    if (counted === 0) {
      try {
        await RateLimit.create({ key, hits: 1, reset_at: resetAt });
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error;
        // The row exists: either its window ended (start a new one) or another instance just created it.
        const [restarted] = await RateLimit.update({ hits: 1, reset_at: resetAt }, { where: { key, reset_at: { [Op.lte]: now } } });
        if (restarted === 0) await RateLimit.update({ hits: literal('hits + 1') as unknown as number }, { where: { key } });
      }
    }
    const row = await RateLimit.findByPk(key);
    const hits = row?.hits ?? 1;
    const retryAfterSeconds = Math.max(1, Math.ceil(((row?.reset_at ?? resetAt).getTime() - now.getTime()) / 1000));
    return { hits, limited: hits > max, retryAfterSeconds };
  },
  async clear(key) {
    await RateLimit.destroy({ where: { key } });
  },
};

const counter = replaceable<RateLimitCounter>(databaseRateLimits);

/** Installs `next` (server/coordination/index.ts does, with Redis) and returns the one it replaced. */
export const useRateLimitCounter = counter.install;

/** Counts one attempt against `key` in a fixed window and says whether it is over `max`. */
export function hitRateLimit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
  return counter.current().hit(key, max, windowSeconds);
}

/** Removes the counters whose window ended before `now`: the next hit starts a new one anyway. Returns how many. */
export async function deleteEndedRateLimits(now: Date): Promise<number> {
  return RateLimit.destroy({ where: { reset_at: { [Op.lt]: now } } });
}

export async function clearRateLimit(key: string): Promise<void> {
  await counter.current().clear(key);
}
