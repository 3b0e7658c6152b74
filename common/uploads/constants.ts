// Upload constants. Server, web and CLI import them from here so
// a limit or a message is written exactly once.

export const UPLOAD_DISKS = ['public', 'uploads'] as const;
export type UploadDisk = (typeof UPLOAD_DISKS)[number];
export const DEFAULT_UPLOAD_DISK: UploadDisk = 'uploads';
/** Images inserted from the editor go to the public disk under this prefix. */
export const EDITOR_IMAGE_DISK_PREFIX = 'project-assets';

export const TUS_MIN_FILE_SIZE = 4 * 1024 * 1024;
export const MULTIPART_MIN_FILE_SIZE = 100 * 1024 * 1024;
/** S3 refuses parts under 5 MB (except the last), whatever the file size. */
export const MIN_CHUNK_SIZE = 5 * 1024 * 1024;
export const PREFERRED_CHUNK_SIZE = 20 * 1024 * 1024;
/** S3's limit on parts per multipart upload; the chunk size grows so a file never needs more. */
export const MAX_PARTS = 10_000;
export const PARTS_SIGNED_PER_BATCH = 10;
export const PARALLEL_PARTS = 5;
export const CHUNK_RETRIES = 3;

export const UPLOAD_RETRY_DELAYS_MS = [0, 3000, 5000, 10000, 20000];
export const TUS_RETRY_DELAYS_MS = [0, 1000, 3000, 5000];
export const UPLOAD_CONCURRENCY = 3;
export const UPLOAD_INACTIVITY_TIMEOUT_MS = 30_000;

export const UPLOAD_TIMED_OUT_MESSAGE = 'Upload timed out';
export const FILE_TYPE_NOT_ALLOWED_MESSAGE = 'This file type is not allowed';
export const maxSizeMessage = (fileName: string, size: string) => `${fileName} exceeds maximum allowed size of ${size}`;
export const STORAGE_QUOTA_MESSAGE =
  'You have used all of your storage space. Delete some files or ask an admin for more.';
export const INVALID_FILE_NAME_MESSAGE = 'This file name is not allowed.';
export const INVALID_PATH_MESSAGE = 'This folder path is not allowed.';
/**
 * A dropped folder's relative path becomes one folder row per level, each row's path column
 * holding its ancestors' ids: the depth and length are capped so one upload cannot create
 * thousands of rows or overflow that column. The browser and CLI check them before sending.
 */
export const MAX_UPLOAD_FOLDER_DEPTH = 20;
export const MAX_RELATIVE_PATH_LENGTH = 1024;
export const FOLDERS_TOO_DEEP_MESSAGE = `Folders can be nested at most ${MAX_UPLOAD_FOLDER_DEPTH} levels deep.`;
export const RELATIVE_PATH_TOO_LONG_MESSAGE = `A folder path can be at most ${MAX_RELATIVE_PATH_LENGTH} characters long.`;
/** macOS writes these into every folder; uploading a folder must not carry them along. */
export const IGNORED_FILE_NAMES = ['.DS_Store'];
