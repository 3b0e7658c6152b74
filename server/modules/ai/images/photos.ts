import { MAX_GENERATION_PHOTOS } from '../../../../common/ai/image-settings.ts';
import { InvalidError, NotFoundError } from '../../../errors.ts';
import type { FileEntryModel } from '../../uploads/models.ts';
import { findVisibleEntry } from '../../uploads/service.ts';
import type { User } from '../../users/models.ts';

// The user's own photos handed to a generation: file entries they can see, each an image a site
// can show. Checked when the generation starts (422 on `photos`) and again when it runs, since a
// photo may be deleted in between.

/** Types of the user's own files a site may show. */
export const UPLOAD_PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

export const PHOTO_MESSAGES = {
  tooMany: `Choose at most ${MAX_GENERATION_PHOTOS} photos.`,
  notFound: 'One of the chosen photos is not one of your files.',
  notImage: 'Only JPEG, PNG, WebP, AVIF and GIF images can be used as photos.',
} as const;

export function isUsablePhoto(entry: FileEntryModel): boolean {
  return entry.type === 'file' && UPLOAD_PHOTO_TYPES.has(entry.mime.split(';')[0].trim().toLowerCase());
}

/** The photo ids as stored with the generation, or a 422 naming `photos`. */
export async function checkedPhotos(user: User, ids: readonly number[] | undefined): Promise<number[]> {
  const unique = [...new Set(ids ?? [])];
  if (unique.length > MAX_GENERATION_PHOTOS) throw InvalidError.field('photos', PHOTO_MESSAGES.tooMany);
  for (const id of unique) {
    let entry: FileEntryModel;
    try {
      entry = await findVisibleEntry(user, id, false);
    } catch (error) {
      if (error instanceof NotFoundError) throw InvalidError.field('photos', PHOTO_MESSAGES.notFound);
      throw error;
    }
    if (!isUsablePhoto(entry)) throw InvalidError.field('photos', PHOTO_MESSAGES.notImage);
  }
  return unique;
}
