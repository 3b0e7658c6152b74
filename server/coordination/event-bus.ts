import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Sequelize } from 'sequelize';
import { currentTransaction } from '../db/transactions.ts';
import { closeRedis, connectRedis, type RedisSettings } from './redis.ts';
import { replaceable } from './replaceable.ts';

/**
 * Messages between the parts of Sitewright that follow shared state: job runners and followers,
 * unread-count streams, caches. A message published on one instance reaches the subscribers of
 * its channel on every instance, this one included (at once, without a round trip). Messages are
 * hints that something changed, never the state itself: a subscriber re-reads what it shows, so a
 * message lost while Redis restarts costs freshness, not correctness.
 */
export interface EventBus {
  publish(channel: string, message: unknown): void;
  /** Calls `listener` with each message on `channel`; returns the function that stops it. */
  subscribe(channel: string, listener: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** One process: an emitter. */
export function memoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  // One listener per open stream or waiting follower: their number is not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (channel, message) => void emitter.emit(channel, message),
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

interface Envelope {
  /** The publishing bus: it has delivered the message to its own subscribers already. */
  from: string;
  message: unknown;
}

/**
 * Several instances: Redis pub/sub under the configured prefix, one connection to publish and
 * one to listen (a subscribed connection can do nothing else). Local subscribers get a message
 * synchronously, as with the memory bus, and the copy that comes back from Redis is skipped.
 */
export async function redisEventBus(settings: RedisSettings, onError: (error: Error) => void): Promise<EventBus> {
  const id = randomUUID();
  const local = memoryEventBus();
  const channels = new Map<string, number>();
  const publisher = await connectRedis(settings, 'events-publish');
  let subscriber: Redis;
  try {
    subscriber = await connectRedis(settings, 'events-subscribe');
  } catch (error) {
    await closeRedis(publisher);
    throw error;
  }
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (redisChannel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === id) return;
    local.publish(redisChannel.slice(settings.prefix.length), envelope.message);
  });
  const redisChannel = (channel: string) => `${settings.prefix}${channel}`;
  return {
    publish(channel, message) {
      local.publish(channel, message);
      publisher.publish(redisChannel(channel), JSON.stringify({ from: id, message } satisfies Envelope)).catch(onError);
    },
    subscribe(channel, listener) {
      const count = channels.get(channel) ?? 0;
      channels.set(channel, count + 1);
      if (count === 0) subscriber.subscribe(redisChannel(channel)).catch(onError);
      const stop = local.subscribe(channel, listener);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        stop();
        const left = (channels.get(channel) ?? 1) - 1;
        if (left > 0) return void channels.set(channel, left);
        channels.delete(channel);
        if (subscriber.status === 'ready') subscriber.unsubscribe(redisChannel(channel)).catch(onError);
      };
    },
    async close() {
      await local.close();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

/**
 * `eventBus()` is the bus this process publishes to: the memory one until the app or the CLI
 * installs another with `useEventBus(bus)`, which returns the one it replaced.
 */
export const { current: eventBus, install: useEventBus } = replaceable<EventBus>(memoryEventBus());

type Propagated = { parent?: Propagated | null; afterCommit(fn: () => void): void };

/**
 * Publishes once the caller's writes are visible to others: at once outside a transaction, after
 * the outermost one commits inside one, and never when it rolls back. Publishing inside a
 * transaction would also run local subscribers in the caller's async context, where their queries
 * would join the caller's transaction.
 */
export function publishAfterCommit(sequelize: Sequelize, channel: string, message: unknown): void {
  let transaction = currentTransaction(sequelize) as Propagated | null;
  if (!transaction) return eventBus().publish(channel, message);
  while (transaction.parent) transaction = transaction.parent;
  transaction.afterCommit(() => eventBus().publish(channel, message));
}
