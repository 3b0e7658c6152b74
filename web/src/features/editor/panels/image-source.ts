import { EDITOR_IMAGE_DISK_PREFIX } from '../../../../../common/uploads/constants.ts';
import type { UploadedFile } from '../../../../../common/uploads/file.ts';
import type { UploadQueue } from '../../../../../common/uploads/queue.ts';
import type { UploadRestrictions } from '../../../../../common/uploads/restrictions.ts';
import type { FileEntry, UploadMetadata } from '../../../../../common/uploads/types.ts';
import { activeWorkspaceId, apiClient } from '../../../lib/http/api-client.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import type { EditorStore } from '../state/editor-store.ts';
import { elementNode } from '../state/element-info.ts';

// Image uploads from the editor's Settings panel go to the public disk under the prefix
// project-assets. The uploaded file's url becomes the <img>'s src through the store, so the
// change is one undoable step, marks the page unsaved and reaches the canvas like any edit.

/** The message shown when a chosen file is not an image. */
export const IMAGE_ERROR_MESSAGE = 'Please select an image.';
/** The upload code could not be fetched (the connection dropped): nothing was sent. */
const UPLOAD_UNAVAILABLE_MESSAGE = 'There was an issue. Please try again.';
export const IMAGE_GONE_MESSAGE = 'The image was uploaded, but its element is no longer on this page.';
/** How many of the newest uploads the asset library lists (the API's page size limit). */
const ASSET_LIBRARY_SIZE = 100;
export const EDITOR_IMAGE_RESTRICTIONS: UploadRestrictions = { allowedFileTypes: ['image/*'] };

export function editorImageMetadata(): UploadMetadata {
  return { disk: 'public', diskPrefix: EDITOR_IMAGE_DISK_PREFIX, workspaceId: activeWorkspaceId() };
}

/**
 * One queue per opened editor, not per panel: the panel unmounts whenever the selection changes,
 * and an upload started for one image must still finish (and set its src) after that. The upload
 * clients (tus, S3) are a chunk of their own, fetched with the editor's first upload.
 */
const queues = new WeakMap<EditorStore, Promise<UploadQueue>>();
const loadedQueues = new WeakMap<EditorStore, UploadQueue>();
function editorImageQueue(store: EditorStore): Promise<UploadQueue> {
  let queue = queues.get(store);
  if (!queue) {
    queue = import('../../uploads/browser-upload-queue.ts').then(
      ({ createUploadQueue }) => {
        const created = createUploadQueue();
        loadedQueues.set(store, created);
        return created;
      },
      (error: unknown) => {
        // Asked again with the next upload.
        queues.delete(store);
        throw error;
      },
    );
    queues.set(store, queue);
  }
  return queue;
}

/** The editor's upload queue once an upload has created it; null before (no uploads to list). */
export function loadedImageQueue(store: EditorStore): UploadQueue | null {
  return loadedQueues.get(store) ?? null;
}

/** Runs `upload` with the editor's queue as soon as it is there; says so when it cannot be. */
export function withImageQueue(store: EditorStore, upload: (queue: UploadQueue) => void): void {
  editorImageQueue(store).then(upload, () => toast.danger(UPLOAD_UNAVAILABLE_MESSAGE));
}

/** Why the chosen files cannot become an image's source (the first one is not an image), or null. */
export function imageChoiceError(files: readonly UploadedFile[]): string | null {
  const file = files[0];
  return file && !file.mime.startsWith('image/') ? IMAGE_ERROR_MESSAGE : null;
}

/**
 * Points the image at `url`: one history step of its own ("Change image"), never merged into
 * alt-text typing. A srcset would keep showing the old picture, so it goes too. False when the
 * element is not on the active page any more (deleted, or the user switched pages meanwhile).
 */
export function setImageSource(store: EditorStore, id: string, url: string): boolean {
  const node = elementNode(store.document, id);
  if (!node || node.tag !== 'img') return false;
  const attrs: Record<string, string | null> = { src: url };
  if ('srcset' in node.attrs) attrs.srcset = null;
  return store.edit([{ type: 'setAttributes', id, attrs }], { label: 'Change image', mergeKey: null });
}

export function setImageAlt(store: EditorStore, id: string, alt: string): boolean {
  return store.edit([{ type: 'setAttributes', id, attrs: { alt } }], { label: 'Change alt text', mergeKey: `alt:${id}` });
}

/**
 * Starts uploading the first chosen file for image `id` (an <img> has one source). Returns the
 * Image error message instead when it is not an image, so nothing is sent.
 */
export function uploadImageFor(store: EditorStore, queue: Pick<UploadQueue, 'add'>, id: string, files: readonly UploadedFile[]): string | null {
  const file = files[0];
  if (!file) return null;
  const error = imageChoiceError(files);
  if (error) return error;
  queue.add([file], {
    metadata: editorImageMetadata(),
    restrictions: EDITOR_IMAGE_RESTRICTIONS,
    onSuccess(entry) {
      const url = (entry as FileEntry | null)?.url;
      if (url && !setImageSource(store, id, url)) toast.danger(IMAGE_GONE_MESSAGE);
    },
  });
  return null;
}

/** The user's uploaded images on the public disk (the ones a published page can show), newest first. */
export async function fetchUploadedImages(): Promise<FileEntry[]> {
  const response = await apiClient.get<{ data: FileEntry[] }>('file-entries', { disk: 'public', perPage: ASSET_LIBRARY_SIZE });
  return response.data.filter((entry) => entry.type === 'file' && entry.mime.startsWith('image/'));
}
