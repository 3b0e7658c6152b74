import type { JobProgress } from './types.ts';

/** At most this often per job: a handler may report every file of a 500-page publish. */
const PROGRESS_WRITE_MS = 200;
const MESSAGE_MAX_LENGTH = 500;

/**
 * A running job's progress reports, written at most every 200 ms. A report inside that window
 * is kept and written when it closes, replaced by any newer one, so the last report always lands
 * (or rides along with the attempt's final write, see `close`). Writes run one at a time.
 */
export class ProgressWriter {
  private latest: JobProgress | null = null;
  private dirty = false;
  private closed = false;
  private lastWriteAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly write: (progress: JobProgress) => Promise<void>) {}

  /** Resolves when this report is written, or at once when it waits for the window to close. */
  report(done: number, total: number, message: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.latest = { done, total, message: String(message).slice(0, MESSAGE_MAX_LENGTH) };
    this.dirty = true;
    const wait = this.lastWriteAt + PROGRESS_WRITE_MS - Date.now();
    if (wait <= 0 && !this.timer) return this.flush();
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, wait);
    return Promise.resolve();
  }

  private flush(): Promise<void> {
    this.writes = this.writes.then(async () => {
      if (!this.dirty || this.closed || !this.latest) return;
      this.dirty = false;
      this.lastWriteAt = Date.now();
      await this.write(this.latest);
    });
    return this.writes;
  }

  /** Stops writing once the write under way is done; returns the report not written yet, if any. */
  async close(): Promise<JobProgress | undefined> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writes;
    return this.dirty && this.latest ? this.latest : undefined;
  }
}
