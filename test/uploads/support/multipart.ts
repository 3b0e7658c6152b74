import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerInjectResponse } from '@hapi/hapi';
import type { FileEntry } from '../../../common/uploads/types.ts';
import { createTestUser, signInAs } from '../../helpers/account-session.ts';
import type { TestApp } from '../../helpers/app.ts';
import { withCsrf } from '../../helpers/http.ts';
import { FileEntryModel } from '../../../server/modules/uploads/models.ts';
import type { User } from '../../../server/modules/users/models.ts';

export interface FilePartInput {
  name: string;
  bytes: Buffer;
  mime?: string;
  /** Form field name; `file` unless a test sends something else. */
  field?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string>, files: FilePartInput[]): { body: Buffer; contentType: string } {
  const boundary = `----sitewright${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.mime ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed-in user driving the file-entries API through server.inject. */
export class UploadsClient {
  constructor(
    readonly app: TestApp,
    readonly user: User,
    readonly cookie: string,
  ) {}

  static async signedIn(app: TestApp, options: { roles?: string[] } = {}): Promise<UploadsClient> {
    const { user } = await createTestUser(options);
    return new UploadsClient(app, user, await signInAs(user));
  }

  upload(file: FilePartInput, fields: Record<string, string> = {}): Promise<ServerInjectResponse> {
    const { body, contentType } = multipartBody(fields, [file]);
    return this.app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: body, headers: withCsrf({ cookie: this.cookie, 'content-type': contentType }) });
  }

  async uploadOk(file: FilePartInput, fields: Record<string, string> = {}): Promise<FileEntry> {
    const response = await this.upload(file, fields);
    if (response.statusCode !== 201) throw new Error(`upload ${file.name} answered ${response.statusCode}: ${response.payload}`);
    return (response.result as { fileEntry: FileEntry }).fileEntry;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<ServerInjectResponse> {
    return this.app.server.inject({ method: 'GET', url, headers: { cookie: this.cookie, ...headers } });
  }

  post(url: string, payload: unknown): Promise<ServerInjectResponse> {
    return this.app.server.inject({ method: 'POST', url, payload: payload as object, headers: withCsrf({ cookie: this.cookie }) });
  }
}

/** Every file under a folder (relative paths), [] when the folder does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function randomFile(size: number): Buffer {
  return randomBytes(size);
}

/**
 * Makes every file-entry insert fail (folders still insert), as a database refusing the write
 * would, until the returned function restores it: the failure after the bytes were stored.
 */
export async function failFileInserts(): Promise<() => void> {
  const original = FileEntryModel.create;
  const create = original as unknown as (...args: unknown[]) => Promise<unknown>;
  FileEntryModel.create = async function (this: unknown, ...args: unknown[]) {
    if ((args[0] as { type?: string } | undefined)?.type === 'file') throw new Error('injected: the database refused the insert');
    return create.apply(this, args);
  } as unknown as typeof FileEntryModel.create;
  return () => {
    FileEntryModel.create = original;
  };
}
