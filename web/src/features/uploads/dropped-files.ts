import { UploadedFile } from '../../../../common/uploads/file.ts';

// Drag and drop of files and whole folders. A dropped folder arrives as a FileSystemDirectoryEntry
// (DataTransferItem.webkitGetAsEntry); walking it gives each file its path inside the drop, so the
// server can rebuild the tree (relativePath "site/img/a.png"). The minimal shapes below are what
// the walk reads, so tests can hand in plain objects.

export interface DroppedEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
}
interface DroppedFileEntry extends DroppedEntry {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}
interface DroppedDirectoryEntry extends DroppedEntry {
  createReader(): { readEntries(success: (entries: DroppedEntry[]) => void, failure?: (error: unknown) => void): void };
}
interface DroppedItem {
  kind: string;
  webkitGetAsEntry?(): DroppedEntry | null;
  getAsFile(): File | null;
}
export interface DropData {
  items?: ArrayLike<DroppedItem> | null;
  files?: ArrayLike<File> | null;
}

export interface DroppedFile {
  file: File;
  /** Path inside the dropped folder including the file name; null for a file dropped on its own. */
  relativePath: string | null;
}

function readFile(entry: DroppedFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** readEntries answers in batches (Chromium: 100 at a time) until it answers with none. */
async function readAllEntries(directory: DroppedDirectoryEntry): Promise<DroppedEntry[]> {
  const reader = directory.createReader();
  const all: DroppedEntry[] = [];
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: DroppedEntry, parentPath: string | null, out: DroppedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await readFile(entry as DroppedFileEntry);
    out.push({ file, relativePath: parentPath === null ? null : `${parentPath}/${entry.name}` });
    return;
  }
  if (!entry.isDirectory) return;
  const path = parentPath === null ? entry.name : `${parentPath}/${entry.name}`;
  for (const child of await readAllEntries(entry as DroppedDirectoryEntry)) await walk(child, path, out);
}

/**
 * Takes the entries out of a drop. Call it synchronously inside the drop handler: the browser
 * empties DataTransfer.items once the event is over; the returned promise then walks folders.
 */
export function droppedFiles(data: DropData): Promise<DroppedFile[]> {
  const items = Array.from(data.items ?? []).filter((item) => item.kind === 'file');
  const entries = items.map((item) => item.webkitGetAsEntry?.() ?? null);
  if (items.length === 0 || entries.some((entry) => entry === null)) {
    // No entry API (or something that is not a file system entry): the flat file list still works.
    return Promise.resolve(Array.from(data.files ?? []).map((file) => ({ file, relativePath: null })));
  }
  return (async () => {
    const out: DroppedFile[] = [];
    for (const entry of entries) await walk(entry!, null, out);
    return out;
  })();
}

export function toUploadedFiles(files: readonly DroppedFile[]): UploadedFile[] {
  return files.map(({ file, relativePath }) => UploadedFile.fromFile(file, relativePath));
}
