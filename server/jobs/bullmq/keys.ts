import type { RedisSettings } from '../../coordination/redis.ts';

/**
 * Where BullMQ and this backend keep a job on Redis, all under the configured REDIS_PREFIX: each
 * job type is a BullMQ queue (`{prefix}bull:{type}:…`), a job numbered 42 is the BullMQ job
 * `j42` (BullMQ refuses integer custom ids) and `{prefix}jobs:meta:42` holds what BullMQ does
 * not: its type (the queue to find it in), a cancel request and the attempts handed back.
 */
export interface JobKeys {
  /** BullMQ's `prefix` option. */
  bullPrefix: string;
  /** The counter job numbers come from. */
  counter: string;
  /** The job types ever enqueued: the queues housekeeping cleans. */
  types: string;
  meta(id: number): string;
  joinable(type: string, key: string): string;
  enqueueLock(type: string): string;
}

export function jobKeys(settings: RedisSettings): JobKeys {
  return {
    bullPrefix: `${settings.prefix}bull`,
    counter: `${settings.prefix}jobs:id`,
    types: `${settings.prefix}jobs:types`,
    meta: (id) => `${settings.prefix}jobs:meta:${id}`,
    joinable: (type, key) => `${settings.prefix}jobs:join:${type}:${key}`,
    enqueueLock: (type) => `${settings.prefix}jobs:lock:${type}`,
  };
}

export const bullJobId = (id: number) => `j${id}`;

/** A job's meta hash. Scheduled runs get their number when they start; `bull_id` then says which BullMQ job it is. */
export interface JobMeta {
  type?: string;
  bull_id?: string;
  /** When a cancel was asked for (epoch ms). */
  cancel_at?: string;
  /** Starts that were no attempt: handed back when a runner stopped, or discarded after a cancel or a lost last attempt. */
  handed_back?: string;
}

/** BullMQ's states a job waits in. */
export const WAITING_STATES = ['waiting', 'delayed', 'prioritized', 'waiting-children'];

/** Queue names may not hold a colon; job types never do today, this keeps it so. */
export function queueName(type: string): string {
  if (type.includes(':')) throw new Error(`A job type may not contain ":" (${type})`);
  return type;
}
