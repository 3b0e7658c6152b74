import { environmentClock, type Clock } from './clock.ts';
import { UploadClient } from './client.ts';
import {
  DEFAULT_UPLOAD_DISK,
  UPLOAD_CONCURRENCY,
  UPLOAD_INACTIVITY_TIMEOUT_MS,
  UPLOAD_TIMED_OUT_MESSAGE,
} from './constants.ts';
import { UploadCancelledError, UploadFailedError, UploadTimeoutError } from './errors.ts';
import type { UploadedFile } from './file.ts';
import { isIgnoredFile, relativePathViolation } from './file-names.ts';
import { restrictionViolation, type UploadRestrictions } from './restrictions.ts';
import { chooseStrategy } from './strategy.ts';
import { UPLOAD_STRATEGIES, type UploadStrategy } from './strategies/index.ts';
import type {
  FileEntry,
  TimerHandle,
  UploadEnvironment,
  UploadItem,
  UploadMetadata,
  UploadOptions,
  UploadSettings,
  UploadStrategyName,
} from './types.ts';

/** A running upload: aborting its signal stops the strategy; `timer` is the inactivity timer. */
interface Run {
  controller: AbortController;
  timer: TimerHandle | null;
}

export interface UploadTotals {
  bytes: number;
  bytesUploaded: number;
  percentage: number;
  completed: number;
  failed: number;
}

/**
 * Uploads that must not share the line: a folder-relative file (parallel
 * uploads into a new folder would race to create it), straight-to-storage and chunked uploads
 * (each already keeps the connection busy with its own parts).
 */
export function isExclusiveUpload(item: Pick<UploadItem, 'file' | 'strategy'>): boolean {
  return item.file.relativePath !== null || item.strategy !== 'plain';
}

export function concurrencyLimit(running: Pick<UploadItem, 'file' | 'strategy'>[]): number {
  return running.some(isExclusiveUpload) ? 1 : UPLOAD_CONCURRENCY;
}

/** The settings' restrictions, with the caller's own (e.g. images only) taking precedence. */
export function effectiveRestrictions(settings: UploadSettings, own: UploadRestrictions = {}): UploadRestrictions {
  return {
    maxFileSize: own.maxFileSize !== undefined ? own.maxFileSize : settings.max_size,
    allowedFileTypes: own.allowedFileTypes !== undefined ? own.allowedFileTypes : settings.allowed_types,
    blockedFileTypes: own.blockedFileTypes !== undefined ? own.blockedFileTypes : settings.blocked_types,
  };
}

function uploadMetadata(file: UploadedFile, options: UploadOptions): UploadMetadata {
  return {
    disk: DEFAULT_UPLOAD_DISK,
    ...options.metadata,
    relativePath: file.relativePath ?? options.metadata?.relativePath ?? null,
  };
}

function isActive(item: UploadItem): boolean {
  return item.status === 'pending' || item.status === 'inProgress';
}

/**
 * The upload queue shared by the web app and the CLI:
 * pending -> inProgress -> completed | failed | aborted. Items are plain data, replaced (never
 * mutated) on every change, so `getItems()` can be a React external-store snapshot; the operations
 * are explicit methods; listeners hear about every change.
 */
export class UploadQueue {
  private items: UploadItem[] = [];
  private readonly runs = new Map<string, Run>();
  private readonly listeners = new Set<() => void>();
  private idleWaiters: (() => void)[] = [];
  private readonly clock: Clock;

  constructor(
    readonly env: UploadEnvironment,
    private readonly strategies: Record<UploadStrategyName, UploadStrategy> = UPLOAD_STRATEGIES,
  ) {
    this.clock = environmentClock(env);
  }

  /**
   * Queues files and returns their ids. `.DS_Store` files are skipped; a file that breaks a
   * restriction is queued as failed with the restriction's message, so the list shows why.
   */
  add(files: UploadedFile[], options: UploadOptions = {}): string[] {
    const ids: string[] = [];
    const restrictions = effectiveRestrictions(this.env.settings, options.restrictions);
    // One new array for the whole batch: a dropped folder can hold thousands of files.
    const known = new Set(this.items.map((item) => item.file.id));
    const added: UploadItem[] = [];
    for (const file of files) {
      if (isIgnoredFile(file.name) || known.has(file.id)) continue;
      known.add(file.id);
      const violation = relativePathViolation(file.relativePath ?? options.metadata?.relativePath) ?? restrictionViolation(file, restrictions);
      added.push({
        file,
        percentage: 0,
        bytesUploaded: 0,
        status: violation ? 'failed' : 'pending',
        options,
        strategy: options.endpoint ? 'plain' : chooseStrategy(file, uploadMetadata(file, options), this.env.settings),
        errorMessage: violation,
        entry: null,
      });
      ids.push(file.id);
    }
    this.items = [...this.items, ...added];
    for (const item of added) if (item.errorMessage) options.onError?.(item.errorMessage, item.file);
    this.emit();
    this.schedule();
    return ids;
  }

  /** Stops a pending or running upload; its progress goes back to 0 and no error is reported. */
  abort(id: string): void {
    const item = this.get(id);
    if (!item || !isActive(item)) return;
    this.stop(id, new UploadCancelledError());
    this.update(id, { status: 'aborted', percentage: 0, bytesUploaded: 0 });
    this.schedule();
  }

  abortAll(): void {
    for (const item of this.items.filter(isActive)) this.abort(item.file.id);
  }

  /** Queues a failed or aborted upload again; resumable strategies continue where they stopped. */
  retry(id: string): void {
    const item = this.get(id);
    if (!item || (item.status !== 'failed' && item.status !== 'aborted')) return;
    this.update(id, { status: 'pending', percentage: 0, bytesUploaded: 0, errorMessage: null, entry: null, resumedFrom: undefined });
    this.schedule();
  }

  /** Drops everything that is neither running nor waiting. */
  clearFinished(): void {
    this.items = this.items.filter(isActive);
    this.emit();
  }

  getItems(): UploadItem[] {
    return this.items;
  }

  get(id: string): UploadItem | undefined {
    return this.items.find((item) => item.file.id === id);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once nothing is pending or in progress. */
  whenIdle(): Promise<void> {
    if (!this.items.some(isActive)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Overall progress; aborted uploads are left out, as the user took them off the list. */
  totals(): UploadTotals {
    const counted = this.items.filter((item) => item.status !== 'aborted');
    const bytes = counted.reduce((sum, item) => sum + item.file.size, 0);
    const bytesUploaded = counted.reduce((sum, item) => sum + item.bytesUploaded, 0);
    const finished = counted.length > 0 && counted.every((item) => item.status === 'completed');
    return {
      bytes,
      bytesUploaded,
      percentage: bytes > 0 ? (bytesUploaded / bytes) * 100 : finished ? 100 : 0,
      completed: counted.filter((item) => item.status === 'completed').length,
      failed: counted.filter((item) => item.status === 'failed').length,
    };
  }

  /** Starts pending uploads, oldest first, while the concurrency rule leaves a slot. */
  private schedule(): void {
    for (;;) {
      const running = this.items.filter((item) => item.status === 'inProgress');
      const next = this.items.find((item) => item.status === 'pending');
      if (!next || running.length >= concurrencyLimit(running)) break;
      this.start(next);
    }
    if (!this.items.some(isActive)) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private start(item: UploadItem): void {
    const { file, options } = item;
    const id = file.id;
    const run: Run = { controller: new AbortController(), timer: null };
    this.runs.set(id, run);
    this.update(id, { status: 'inProgress', percentage: 0, bytesUploaded: 0, errorMessage: null, entry: null });

    const current = () => this.runs.get(id) === run;
    const touch = () => {
      if (!current()) return;
      if (run.timer !== null) this.clock.clearTimeout(run.timer);
      run.timer = this.clock.setTimeout(() => this.timedOut(id, run), UPLOAD_INACTIVITY_TIMEOUT_MS);
    };
    touch();

    const client = new UploadClient(this.env, this.clock, run.controller.signal, touch);
    const strategy = this.strategies[item.strategy];
    Promise.resolve()
      .then(() =>
        strategy({
          client,
          file,
          metadata: uploadMetadata(file, options),
          options,
          progress: (bytesUploaded) => {
            if (!current()) return;
            touch();
            const percentage = file.size > 0 ? Math.min(100, (bytesUploaded / file.size) * 100) : 0;
            this.update(id, { percentage, bytesUploaded });
            options.onProgress?.({ percentage, bytesUploaded });
          },
          resumed: (bytes) => {
            if (current()) this.update(id, { resumedFrom: bytes });
          },
        }),
      )
      .then(
        (entry) => {
          if (!this.finish(id, run)) return;
          this.update(id, {
            status: 'completed',
            percentage: 100,
            bytesUploaded: file.size,
            entry: entry && typeof entry === 'object' && 'id' in entry ? (entry as FileEntry) : null,
          });
          options.onSuccess?.(entry, file);
          this.schedule();
        },
        (error: unknown) => {
          if (!this.finish(id, run)) return;
          if (error instanceof UploadCancelledError) {
            this.update(id, { status: 'aborted', percentage: 0, bytesUploaded: 0 });
          } else {
            this.fail(id, error instanceof UploadFailedError ? error.serverMessage : null);
          }
          this.schedule();
        },
      );
  }

  private timedOut(id: string, run: Run): void {
    if (this.runs.get(id) !== run) return;
    this.stop(id, new UploadTimeoutError());
    this.fail(id, UPLOAD_TIMED_OUT_MESSAGE);
    this.schedule();
  }

  private fail(id: string, message: string | null): void {
    this.update(id, { status: 'failed', errorMessage: message });
    const item = this.get(id);
    if (item) item.options.onError?.(message, item.file);
  }

  /** Detaches the run and aborts it; whatever the strategy settles with afterwards is ignored. */
  private stop(id: string, reason: Error): void {
    const run = this.runs.get(id);
    if (!run || !this.finish(id, run)) return;
    run.controller.abort(reason);
  }

  /** Ends the run's bookkeeping; false when it was already ended (aborted or timed out). */
  private finish(id: string, run: Run): boolean {
    if (this.runs.get(id) !== run) return false;
    if (run.timer !== null) this.clock.clearTimeout(run.timer);
    this.runs.delete(id);
    return true;
  }

  private update(id: string, patch: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.file.id === id ? { ...item, ...patch } : item));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
