import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type * as Tus from '@tus/server';
import { lazyExport } from '../lazy-require.ts';
import type { EventBus } from './event-bus.ts';
import { replaceable } from './replaceable.ts';

const ERRORS = lazyExport<typeof Tus.ERRORS>('@tus/server', 'ERRORS');
const IoRedisKvStore = lazyExport<typeof Tus.IoRedisKvStore>('@tus/server', 'IoRedisKvStore');

/** Deletes the lock only if it is still ours: a lease that ran out may belong to someone else now. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

export interface RedisLockerOptions {
  redis: Redis;
  prefix: string;
  /** Carries release requests to the holder and "released" back to the waiters, across instances. */
  bus: EventBus;
  /** How long a request waits for an upload's lock before tus answers with its lock timeout (as MemoryLocker: 30 s). */
  acquireTimeoutMs?: number;
  /** A holder that stops renewing (killed instance) loses its lock after this long. */
  leaseMs?: number;
}

/**
 * The tus locker of instances sharing Redis: what @tus/server's MemoryLocker does inside one
 * process, across processes. An upload's lock is a key set with NX and a lease its holder
 * renews; a request that finds it taken asks the holder to let go (the holder's request is
 * cancelled, as a client resuming after a cut connection needs: the stale PATCH still holds the
 * lock on whichever instance it reached) and retries when told it was released, or every
 * RETRY_MS should that message be lost.
 */
export class RedisLocker implements Tus.Locker {
  static readonly RETRY_MS = 200;
  readonly options: Required<RedisLockerOptions>;

  constructor(options: RedisLockerOptions) {
    this.options = { acquireTimeoutMs: 30_000, leaseMs: 15_000, ...options };
  }

  newLock(id: string): Tus.Lock {
    return new RedisLock(id, this.options);
  }
}

class RedisLock implements Tus.Lock {
  private readonly key: string;
  private readonly token = randomBytes(16).toString('hex');
  private holding: (() => void) | null = null;

  constructor(
    private readonly id: string,
    private readonly options: Required<RedisLockerOptions>,
  ) {
    this.key = `${options.prefix}tus:lock:${id}`;
  }

  async lock(stopSignal: AbortSignal, requestRelease: Tus.RequestRelease): Promise<void> {
    const { bus, acquireTimeoutMs } = this.options;
    const deadline = Date.now() + acquireTimeoutMs;
    let wake: () => void = () => undefined;
    const stopListening = bus.subscribe(releasedChannel(this.id), () => wake());
    try {
      for (;;) {
        if (await this.tryAcquire()) return this.hold(requestRelease);
        if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        bus.publish(releaseChannel(this.id), null);
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            stopSignal.removeEventListener('abort', done);
            resolve();
          };
          const timer = setTimeout(done, Math.min(RedisLocker.RETRY_MS, Math.max(0, deadline - Date.now())));
          stopSignal.addEventListener('abort', done);
          wake = done;
        });
      }
    } finally {
      stopListening();
    }
  }

  async unlock(): Promise<void> {
    this.holding?.();
    this.holding = null;
    await this.options.redis.eval(RELEASE, 1, this.key, this.token);
    this.options.bus.publish(releasedChannel(this.id), null);
  }

  private async tryAcquire(): Promise<boolean> {
    return (await this.options.redis.set(this.key, this.token, 'PX', this.options.leaseMs, 'NX')) === 'OK';
  }

  private hold(requestRelease: Tus.RequestRelease): void {
    const { redis, bus, leaseMs } = this.options;
    const release = () => void Promise.resolve(requestRelease()).catch(() => undefined);
    const stopListening = bus.subscribe(releaseChannel(this.id), release);
    const renewal = setInterval(() => {
      redis.eval(RENEW, 1, this.key, this.token, String(leaseMs)).then(
        // Lost while this request still runs (Redis paused past the lease): it must stop, another may hold the upload.
        (renewed) => void (renewed === 0 && release()),
        () => undefined,
      );
    }, leaseMs / 3);
    renewal.unref();
    this.holding = () => {
      clearInterval(renewal);
      stopListening();
    };
  }
}

const releaseChannel = (id: string) => `tus.lock.release:${id}`;
const releasedChannel = (id: string) => `tus.lock.released:${id}`;

/** What tus shares through Redis besides locks: S3Store's per-upload metadata. */
export function redisTusMetadataCache<T>(redis: Redis, prefix: string): Tus.KvStore<T> {
  return new IoRedisKvStore<T>(redis, `${prefix}tus:metadata:`);
}

interface SharedTus {
  locker: Tus.Locker;
  metadataCache<T>(): Tus.KvStore<T>;
}

/**
 * `sharedTus()` is the locker and metadata cache instances share, when Redis is configured, and
 * null on one machine; `useSharedTus(next)` installs them (server/coordination/index.ts does) and
 * returns what it replaced.
 */
export const { current: sharedTus, install: useSharedTus } = replaceable<SharedTus | null>(null);
