import { generateId } from '../editor/ids.ts';
import { fileExtension, guessMime } from './mime.ts';

export interface UploadedFileInit {
  name: string;
  native: Blob;
  size?: number;
  relativePath?: string | null;
  mime?: string;
  extension?: string;
  lastModified?: number;
  /** Stable identity for resuming; the CLI passes one built from the absolute path. */
  fingerprint?: string;
}

/**
 * A file in the upload queue. The mime is guessed from the
 * extension rather than trusted from the platform, so browser, CLI and server agree on it.
 */
export class UploadedFile {
  readonly id: string;
  readonly fingerprint: string;
  readonly name: string;
  readonly relativePath: string | null;
  readonly size: number;
  readonly mime: string;
  readonly extension: string;
  readonly lastModified: number;
  readonly native: Blob;

  constructor(init: UploadedFileInit) {
    this.id = generateId();
    this.name = init.name;
    this.native = init.native;
    this.size = init.size ?? init.native.size;
    this.relativePath = init.relativePath || null;
    this.extension = init.extension ?? fileExtension(init.name);
    this.mime = init.mime ?? guessMime(this.extension);
    this.lastModified = init.lastModified ?? 0;
    // Same file, same place, same content date => same fingerprint, on the next page load or CLI run.
    this.fingerprint =
      init.fingerprint ?? ['sw', this.relativePath ?? this.name, this.size, this.lastModified].join('-');
  }

  /** From a picked or dropped browser File; `webkitRelativePath` is set when a folder was picked. */
  static fromFile(file: File, relativePath?: string | null): UploadedFile {
    return new UploadedFile({
      name: file.name,
      native: file,
      size: file.size,
      relativePath: relativePath ?? (file.webkitRelativePath || null),
      lastModified: file.lastModified,
    });
  }
}
