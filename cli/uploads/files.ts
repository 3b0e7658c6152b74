import { openAsBlob } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { UploadedFile } from '../../common/uploads/file.ts';
import { isIgnoredFile } from '../../common/uploads/file-names.ts';
import { CliError } from '../errors.ts';

export interface LocalFile {
  path: string;
  name: string;
  /** `site/img/a.png` for files found inside a folder argument (the folder's own name first); null for a file argument. */
  relativePath: string | null;
  size: number;
  mtimeMs: number;
}

async function walk(folder: string, root: string, out: LocalFile[]): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await walk(path, root, out);
    else if (entry.isFile() && !isIgnoredFile(entry.name)) {
      const info = await stat(path);
      const relativePath = [basename(root), ...relative(root, path).split(sep)].join('/');
      out.push({ path, name: entry.name, relativePath, size: info.size, mtimeMs: info.mtimeMs });
    }
  }
}

/** The files to upload: each file argument, and every file under each folder argument (sorted, .DS_Store skipped). */
export async function collectFiles(paths: string[]): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const given of paths) {
    const path = resolve(given);
    const info = await stat(path).catch(() => null);
    if (!info) throw new CliError(`No such file or folder: ${given}`);
    if (info.isDirectory()) await walk(path, path, files);
    else if (!isIgnoredFile(basename(path))) files.push({ path, name: basename(path), relativePath: null, size: info.size, mtimeMs: info.mtimeMs });
  }
  if (!files.length) throw new CliError('Nothing to upload: the paths hold no files');
  return files;
}

/**
 * An UploadedFile reading lazily from disk. The fingerprint names the absolute path, size and
 * modification time, so the next run recognises the same file and resumes it.
 */
export async function toUploadedFile(file: LocalFile): Promise<UploadedFile> {
  return new UploadedFile({
    name: file.name,
    native: await openAsBlob(file.path),
    size: file.size,
    relativePath: file.relativePath,
    lastModified: Math.round(file.mtimeMs),
    fingerprint: ['sw-cli', file.path, file.size, Math.round(file.mtimeMs)].join('-'),
  });
}
