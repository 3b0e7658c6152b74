import { AVATAR_MAX_BYTES } from '../../../../../common/constants.ts';
import type { UploadOptions } from '../../../../../common/uploads/types.ts';

// Client-side avatar checks: images only, at most 2 MB, and a choice must be made.
// The server checks the bytes again; these only spare a pointless upload.

export const SELECT_IMAGE_MESSAGE = 'Please select an image';
export const AVATAR_TYPE_MESSAGE = 'The file must be an image: PNG, JPEG, GIF or WebP.';
export const AVATAR_SIZE_MESSAGE = 'The file must not be larger than 2 MB.';

export type AvatarProblem = { kind: 'empty' | 'type' | 'size'; message: string };

export function avatarProblem(file: Pick<File, 'type' | 'size'> | null | undefined): AvatarProblem | null {
  if (!file) return { kind: 'empty', message: SELECT_IMAGE_MESSAGE };
  if (!file.type.startsWith('image/')) return { kind: 'type', message: AVATAR_TYPE_MESSAGE };
  if (file.size > AVATAR_MAX_BYTES) return { kind: 'size', message: AVATAR_SIZE_MESSAGE };
  return null;
}

/**
 * The queue options of an avatar upload: a plain post to the avatar route (it answers {user}),
 * with the same limits as avatarProblem as the queue's own restrictions.
 */
export function avatarUploadOptions(userId: number, callbacks: Pick<UploadOptions, 'onSuccess' | 'onError'>): UploadOptions {
  return {
    endpoint: `users/${userId}/avatar`,
    restrictions: { allowedFileTypes: ['image/*'], maxFileSize: AVATAR_MAX_BYTES },
    ...callbacks,
  };
}
