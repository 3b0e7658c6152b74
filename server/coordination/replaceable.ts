/**
 * The implementation of one shared concern this process uses (the event bus, the job backend, the
 * rate-limit counter, the tus locker): the embedded default until coordination (index.ts) installs
 * the Redis one, and puts back the one it replaced when the database closes.
 */
export interface Replaceable<T> {
  current(): T;
  /** Installs `next` and returns the implementation it replaced. */
  install(next: T): T;
}

export function replaceable<T>(initial: T): Replaceable<T> {
  let current = initial;
  return {
    current: () => current,
    install(next) {
      const previous = current;
      current = next;
      return previous;
    },
  };
}
