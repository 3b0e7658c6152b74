import { eventBus } from '../coordination/event-bus.ts';
import { afterCommit } from './after-commit.ts';
import { Job } from './models.ts';

/**
 * What runners and followers hear at once instead of at their next poll, on every instance that
 * shares the event bus (server/coordination/event-bus.ts): a job was enqueued (a publish started
 * from the web starts now), a cancel was asked for, a job's row changed (progress, status).
 */
interface JobEventMap {
  enqueued: [];
  cancelRequested: [id: number];
  changed: [id: number];
}

const channel = (event: keyof JobEventMap) => `jobs.${event}`;

/**
 * The events of this turn of the event loop, per channel, published as one message each when it
 * ends: a runner that ends a job and starts the next ones announces them together, one publish
 * (one write to Redis) instead of one per job and event.
 */
const pending = new Map<string, Set<unknown>>();

function flush(): void {
  const batches = [...pending];
  pending.clear();
  for (const [name, messages] of batches) eventBus().publish(name, [...messages]);
}

function publishSoon(name: string, message: unknown): void {
  if (!pending.size) setImmediate(flush);
  let messages = pending.get(name);
  if (!messages) pending.set(name, (messages = new Set()));
  messages.add(message);
}

/** Publishes once the caller's writes are visible to others (after its transaction commits, when there is one). */
export function emitJobEvent<K extends keyof JobEventMap>(event: K, ...args: JobEventMap[K]): void {
  afterCommit(Job.sequelize!, () => publishSoon(channel(event), args[0] ?? null));
}

/** Calls `listener` on each such event from any instance; returns the function that stops it. */
export function onJobEvent<K extends keyof JobEventMap>(event: K, listener: (...args: JobEventMap[K]) => void): () => void {
  // A message is a batch of events; flattening also takes a lone one, as an instance not yet updated publishes it.
  return eventBus().subscribe(channel(event), (messages) => {
    for (const message of [messages].flat()) (listener as (id: unknown) => void)(message);
  });
}
