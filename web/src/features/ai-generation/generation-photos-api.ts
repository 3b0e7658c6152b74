import { MAX_GENERATION_PHOTOS } from '../../../../common/ai/image-settings.ts';
import type { UploadedFile } from '../../../../common/uploads/file.ts';
import type { UploadQueue } from '../../../../common/uploads/queue.ts';
import type { UploadRestrictions } from '../../../../common/uploads/restrictions.ts';
import type { FileEntry } from '../../../../common/uploads/types.ts';
import { editorImageMetadata, fetchUploadedImages } from '../editor/panels/image-source.ts';

// The photos a user hands to a generation: file entries of theirs, sent as ids
// (POST ai/generations `photos`); the server checks each again (server/modules/ai/images/photos.ts).

export interface GenerationPhoto {
  id: number;
  url: string;
  name: string;
}

/** The image types a generated site can show (the server refuses others with a 422 on `photos`). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

export const PHOTO_RESTRICTIONS: UploadRestrictions = { allowedFileTypes: PHOTO_TYPES };
export const TOO_MANY_PHOTOS_MESSAGE = 'You can add at most :max photos.';

export function isPhotoEntry(entry: FileEntry): boolean {
  return entry.type === 'file' && PHOTO_TYPES.includes(entry.mime.split(';')[0].trim().toLowerCase());
}

export function photoOf(entry: FileEntry): GenerationPhoto {
  return { id: entry.id, url: entry.url, name: entry.name };
}

/**
 * Uploads the chosen files that still fit beside the `taken` photos (chosen or uploading), into
 * the editor's public image folder, so they also show in the editor's image library. Each upload
 * that finishes becomes a photo. Returns the message to show when some files did not fit.
 */
export function uploadPhotos(queue: Pick<UploadQueue, 'add'>, files: readonly UploadedFile[], taken: number, onPhoto: (photo: GenerationPhoto) => void): string | null {
  const fitting = files.slice(0, Math.max(0, MAX_GENERATION_PHOTOS - taken));
  if (fitting.length > 0) {
    queue.add(fitting, {
      metadata: editorImageMetadata(),
      restrictions: PHOTO_RESTRICTIONS,
      onSuccess(entry) {
        const uploaded = entry as FileEntry | null;
        if (uploaded && isPhotoEntry(uploaded)) onPhoto(photoOf(uploaded));
      },
    });
  }
  return fitting.length < files.length ? TOO_MANY_PHOTOS_MESSAGE : null;
}

/** The photos with `added` after them: none twice, never more than the limit. */
export function addPhotos(current: readonly GenerationPhoto[], added: readonly GenerationPhoto[]): readonly GenerationPhoto[] {
  const fresh = added.filter((photo, index) => !current.some((known) => known.id === photo.id) && added.findIndex((other) => other.id === photo.id) === index);
  return [...current, ...fresh].slice(0, MAX_GENERATION_PHOTOS);
}

/** The user's uploaded images a generation can use, newest first. */
export async function fetchPhotoChoices(): Promise<FileEntry[]> {
  return (await fetchUploadedImages()).filter(isPhotoEntry);
}
