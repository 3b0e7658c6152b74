import { EDITOR_IMAGE_DISK_PREFIX } from '../../../../common/uploads/constants.ts';
import type { UploadedFile } from '../../../../common/uploads/file.ts';
import type { UploadQueue } from '../../../../common/uploads/queue.ts';
import type { FileEntry } from '../../../../common/uploads/types.ts';
import { activeWorkspaceId } from '../../lib/http/api-client.ts';

// Images of posts and items go where the page editor's images go (public disk, project-assets), so
// the published site can show them and the asset library lists them.

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image.';

/**
 * Uploads the chosen images one by one and hands each one's address to `onUploaded` as it
 * arrives. Returns the error message instead when none of the files is an image.
 */
export function uploadImages(queue: Pick<UploadQueue, 'add'>, files: readonly UploadedFile[], onUploaded: (url: string, file: UploadedFile) => void): string | null {
  const images = files.filter((file) => file.mime.startsWith('image/'));
  if (images.length === 0) return files.length ? NOT_AN_IMAGE_MESSAGE : null;
  queue.add(images, {
    metadata: { disk: 'public', diskPrefix: EDITOR_IMAGE_DISK_PREFIX, workspaceId: activeWorkspaceId() },
    restrictions: { allowedFileTypes: ['image/*'] },
    onSuccess(entry, file) {
      const url = (entry as FileEntry | null)?.url;
      if (url) onUploaded(url, file);
    },
  });
  return null;
}
