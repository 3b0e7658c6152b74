import type { UploadDisk } from './constants.ts';
import type { UploadedFile } from './file.ts';
import type { UploadRestrictions } from './restrictions.ts';

/** A stored file or folder as the API returns it (file-entries, tus/entries, s3/entries). */
export interface FileEntry {
  id: number;
  name: string;
  file_name: string;
  mime: string;
  extension: string;
  file_size: number;
  disk: UploadDisk;
  disk_prefix: string | null;
  parent_id: number | null;
  relative_path: string | null;
  type: 'file' | 'folder';
  workspace_id: number | null;
  user_id: number;
  url: string;
  created_at: string;
  updated_at: string;
}

export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted';
export type UploadStrategyName = 'plain' | 'tus' | 's3-simple' | 's3-multipart';

/** Where the server stores the upload; sent with every strategy. */
export interface UploadMetadata {
  disk?: UploadDisk;
  parentId?: number | null;
  relativePath?: string | null;
  diskPrefix?: string | null;
  workspaceId?: number | null;
}

export interface UploadProgress {
  percentage: number;
  bytesUploaded: number;
}

export interface UploadOptions {
  metadata?: UploadMetadata;
  restrictions?: UploadRestrictions;
  /** Plain-post path under /api/v1 (e.g. `users/5/avatar`); default `file-entries`. */
  endpoint?: string;
  onSuccess?(entry: FileEntry | unknown, file: UploadedFile): void;
  onError?(message: string | null, file: UploadedFile): void;
  onProgress?(progress: UploadProgress): void;
}

export interface UploadItem {
  file: UploadedFile;
  percentage: number;
  bytesUploaded: number;
  status: UploadStatus;
  options: UploadOptions;
  strategy: UploadStrategyName;
  errorMessage: string | null;
  entry: FileEntry | null;
  /** Bytes the server already held when this attempt continued an interrupted upload. */
  resumedFrom?: number;
}

/** `settings.uploads` from bootstrap data. */
export interface UploadSettings {
  chunk_size?: number;
  uploads_driver?: string | null;
  public_driver?: string | null;
  s3_direct_upload?: boolean;
  disable_tus?: boolean;
  max_size?: number | null;
  allowed_types?: string[] | null;
  blocked_types?: string[] | null;
}

export interface UploadHttpRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: Blob | FormData | string | null;
  withCredentials?: boolean;
  signal?: AbortSignal;
  onUploadProgress?(loaded: number, total: number): void;
}

export interface UploadHttpResponse {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP exchange with upload progress. The browser implements it with XHR (fetch has no upload
 * progress), the CLI with node:http(s). Rejects only when no response arrived (network error or
 * abort); any status resolves.
 */
export interface UploadHttp {
  send(req: UploadHttpRequest): Promise<UploadHttpResponse>;
}

/** Where resume state survives a reload or a new CLI run: localStorage, or a JSON file. */
export interface KeyValueStore {
  get(key: string): string | null | Promise<string | null>;
  set(key: string, value: string): void | Promise<void>;
  remove(key: string): void | Promise<void>;
}

export type TimerHandle = unknown;

/**
 * Everything the queue needs from its surroundings, so the same core runs in the browser and in
 * Node and unit tests can drive time and the network.
 */
export interface UploadEnvironment {
  /** '' in the browser (same origin); the server's URL in the CLI. */
  baseUrl: string;
  http: UploadHttp;
  /** Browser: `{'X-XSRF-TOKEN': …}`; CLI: `{Authorization: 'Bearer …'}`. */
  authHeaders(): Record<string, string>;
  withCredentials: boolean;
  stateStore: KeyValueStore;
  /** tus-js-client `urlStorage`; the browser leaves it out (localStorage), the CLI passes a FileUrlStorage. */
  tusUrlStorage?: unknown;
  settings: UploadSettings;
  now?(): number;
  setTimeout?(callback: () => void, ms: number): TimerHandle;
  clearTimeout?(handle: TimerHandle): void;
}
