import { UploadedFile } from '../../common/uploads/file.ts';
import type { KeyValueStore, UploadEnvironment, UploadHttp, UploadHttpRequest, UploadHttpResponse, UploadSettings } from '../../common/uploads/types.ts';

/** Timers that only move when the test says so. */
export class FakeClock {
  now = 0;
  private timers: { id: number; at: number; callback: () => void }[] = [];
  private nextId = 1;
  readonly delays: number[] = [];

  setTimeout = (callback: () => void, ms: number): number => {
    const id = this.nextId++;
    this.delays.push(ms);
    this.timers.push({ id, at: this.now + ms, callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };

  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward, firing due timers in order and letting promises settle between them. */
  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    await settle();
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.now = due.at;
      due.callback();
      await settle();
    }
    this.now = until;
    await settle();
  }
}

/** Lets queued promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

export function response(status: number, body: unknown = '', headers: Record<string, string> = {}): UploadHttpResponse {
  return { status, headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

type Handler = (req: UploadHttpRequest) => UploadHttpResponse | Promise<UploadHttpResponse>;

/** An UploadHttp answering from a handler and recording every request. */
export class FakeHttp implements UploadHttp {
  readonly requests: UploadHttpRequest[] = [];
  inFlight = 0;
  maxInFlight = 0;

  constructor(public handler: Handler) {}

  async send(req: UploadHttpRequest): Promise<UploadHttpResponse> {
    this.requests.push(req);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    let onAbort = () => {};
    try {
      if (req.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      return await Promise.race([
        Promise.resolve().then(() => this.handler(req)),
        new Promise<never>((_, reject) => {
          onAbort = () => reject(new DOMException('Aborted', 'AbortError'));
          req.signal?.addEventListener('abort', onAbort, { once: true });
        }),
      ]);
    } finally {
      req.signal?.removeEventListener('abort', onAbort);
      this.inFlight--;
    }
  }

  paths(): string[] {
    return this.requests.map((req) => `${req.method} ${req.url.replace('http://app.test/api/v1/', '')}`);
  }
}

/** A request that never answers (until aborted). */
export const hang = (): Promise<UploadHttpResponse> => new Promise(() => {});

export class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();
  get(key: string) {
    return this.data.get(key) ?? null;
  }
  set(key: string, value: string) {
    this.data.set(key, value);
  }
  remove(key: string) {
    this.data.delete(key);
  }
}

export function fakeEnvironment(http: UploadHttp, clock: FakeClock, settings: UploadSettings = {}, store = new MemoryStore()): UploadEnvironment {
  return {
    baseUrl: 'http://app.test',
    http,
    authHeaders: () => ({ Authorization: 'Bearer test' }),
    withCredentials: false,
    stateStore: store,
    settings,
    now: () => clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
  };
}

/** A file of any size without allocating it: slices are empty Blobs that remember their range. */
export function sizedFile(name: string, size: number, relativePath: string | null = null): UploadedFile {
  const native = {
    size,
    slice: (start: number, end: number) => Object.assign(new Blob([]), { range: [start, end] }),
  } as unknown as Blob;
  return new UploadedFile({ name, native, size, relativePath, lastModified: 1 });
}

export function textFile(name: string, text = 'hello', relativePath: string | null = null): UploadedFile {
  return new UploadedFile({ name, native: new Blob([text]), relativePath, lastModified: 1 });
}

export const MB = 1024 * 1024;
