/**
 * At most `max` tasks run at once; the others wait in arrival order. Used where a burst of
 * requests would otherwise all start expensive work together (password hashing: see
 * password-hashing.ts).
 */
export class ConcurrencyLimit {
  readonly max: number;
  #active = 0;
  #peak = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`ConcurrencyLimit needs a positive integer, got ${max}`);
    this.max = max;
  }

  /** Tasks running now. */
  get active(): number {
    return this.#active;
  }

  /** Tasks queued behind the running ones. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** The most tasks ever seen running at once (tests and diagnostics). */
  get peak(): number {
    return this.#peak;
  }

  resetPeak(): void {
    this.#peak = this.#active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.max) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#active += 1;
    this.#peak = Math.max(this.#peak, this.#active);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }
}
