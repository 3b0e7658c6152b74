import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline as pipelineWithCallback, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack, type Pack } from 'tar-stream';

/**
 * A backup is a gzipped tar: streamed both ways, so neither side holds more than an entry's chunk
 * in memory, and without the 4 GB ceiling of a ZIP without ZIP64 (fflate writes none), which a
 * site's uploads can pass. Entries carry no owner and mode 0600: they are data, not a file tree.
 */
export class ArchiveWriter {
  private readonly tar: Pack = pack();
  private readonly written: Promise<void>;
  private failure: Error | null = null;
  private readonly mtime = new Date();

  constructor(path: string) {
    // wx: never overwrite a file; 0600: the archive holds password hashes and sealed secrets.
    this.written = pipeline(this.tar, createGzip(), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    this.written.catch((error: Error) => {
      this.failure = error;
    });
  }

  async addBuffer(name: string, body: Buffer): Promise<void> {
    this.throwIfFailed();
    await new Promise<void>((resolve, reject) => {
      this.tar.entry({ name, size: body.length, mode: 0o600, mtime: this.mtime }, body, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** `size` must be the exact byte count of `body` (tar writes it before the bytes). */
  async addStream(name: string, size: number, body: Readable): Promise<void> {
    this.throwIfFailed();
    const entry = this.tar.entry({ name, size, mode: 0o600, mtime: this.mtime });
    await pipeline(body, entry);
  }

  async finish(): Promise<void> {
    this.throwIfFailed();
    this.tar.finalize();
    await this.written;
  }

  /** Stops writing; the caller removes the partial file. */
  async abort(): Promise<void> {
    this.tar.destroy();
    await this.written.catch(() => undefined);
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Read it to the end (or call `skip`) before asking for the next entry. */
  body: Readable;
}

/** The regular files of an archive, in order. A damaged or truncated archive throws while reading. */
export async function* readArchive(path: string): AsyncGenerator<ArchiveEntry> {
  const entries = extract();
  const reading = pipeline(createReadStream(path), createGunzip(), entries);
  let failure: unknown = null;
  reading.catch((error: unknown) => {
    failure = error;
  });
  for await (const entry of entries) {
    const { name, size, type } = entry.header;
    if (type !== 'file') {
      entry.resume();
      continue;
    }
    // A Node stream, which fs and the storage drivers pipe like any other.
    yield { name, size, body: Readable.from(entry, { objectMode: false }) };
  }
  await reading.catch(() => undefined);
  if (failure) throw failure;
}

/** The same bytes, telling `onBytes` how many passed with each chunk; an error of `body` ends it too. */
export function counted(body: Readable, onBytes: (bytes: number) => void): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onBytes(chunk.length);
      callback(null, chunk);
    },
  });
  return pipelineWithCallback(body, counter, () => undefined);
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export async function skip(body: Readable): Promise<void> {
  for await (const chunk of body) void chunk;
}

/** The lines of a UTF-8 stream, without their line breaks; an empty last line is not one. */
export async function* lines(body: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of body) {
    pending += decoder.write(Buffer.from(chunk as Uint8Array));
    let start = 0;
    for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
      yield pending.slice(start, end);
      start = end + 1;
    }
    pending = pending.slice(start);
  }
  pending += decoder.end();
  if (pending) yield pending;
}
