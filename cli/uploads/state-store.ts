import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStore } from '../../common/uploads/types.ts';

/**
 * Resume state for `sitewright upload` in one JSON file (multipart progress; tus URLs live in
 * tus-js-client's own file next to it). Read fresh on every call and written atomically, so a run
 * killed at any moment leaves the last complete state behind.
 */
export class JsonFileStore implements KeyValueStore {
  constructor(readonly path: string) {}

  get(key: string): string | null {
    return this.read()[key] ?? null;
  }

  set(key: string, value: string): void {
    this.write({ ...this.read(), [key]: value });
  }

  remove(key: string): void {
    const data = this.read();
    if (!(key in data)) return;
    delete data[key];
    this.write(data);
  }

  private read(): Record<string, string> {
    try {
      const parsed = JSON.parse(readFileSync(this.path, 'utf8')) as unknown;
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
    } catch {
      // Missing or damaged: nothing to resume, which only costs re-sending bytes.
      return {};
    }
  }

  private write(data: Record<string, string>): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(data, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
  }
}
