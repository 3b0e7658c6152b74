import { UploadedFile } from '../../common/uploads/file.ts';
import type { UploadItem, UploadOptions, UploadStatus } from '../../common/uploads/types.ts';
import type { UploadQueueLike } from '../../web/src/features/uploads/use-upload-queue.ts';

export function uploadedFile(name: string, size: number, relativePath: string | null = null): UploadedFile {
  return new UploadedFile({ name, native: new Blob(['x']), size, relativePath });
}

export function item(name: string, size: number, status: UploadStatus, extra: Partial<UploadItem> = {}): UploadItem {
  return { file: uploadedFile(name, size), percentage: 0, bytesUploaded: 0, status, options: {}, strategy: 'plain', errorMessage: null, entry: null, ...extra };
}

/** A queue stand-in: items the test sets, and a record of what the components asked of it. */
export class FakeQueue implements UploadQueueLike {
  items: UploadItem[] = [];
  calls: string[] = [];
  added: { files: UploadedFile[]; options?: UploadOptions }[] = [];
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getItems = () => this.items;
  abort = (id: string) => void this.calls.push(`abort:${id}`);
  retry = (id: string) => void this.calls.push(`retry:${id}`);
  clearFinished = () => void this.calls.push('clearFinished');
  add = (files: UploadedFile[], options?: UploadOptions) => {
    this.added.push({ files, options });
    return files.map((file) => file.id);
  };
  totals = () => {
    const bytes = this.items.reduce((sum, i) => sum + i.file.size, 0);
    const bytesUploaded = this.items.reduce((sum, i) => sum + i.bytesUploaded, 0);
    return {
      bytes,
      bytesUploaded,
      percentage: bytes ? (bytesUploaded / bytes) * 100 : 0,
      completed: this.items.filter((i) => i.status === 'completed').length,
      failed: this.items.filter((i) => i.status === 'failed').length,
    };
  };
  /** Replaces the items and tells subscribers, as the real queue does after each change. */
  set(items: UploadItem[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }
}
