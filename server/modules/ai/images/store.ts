import type { AppContext } from '../../../context.ts';
import { completeUpload } from '../../uploads/completion.ts';
import { fileEntryUrl } from '../../uploads/service.ts';
import type { User } from '../../users/models.ts';
import type { PictureRole } from './types.ts';

// Pictures found for a site are kept as the user's own files on the public disk, in the
// generation's workspace, under "Site pictures/<site name>": they count towards the user's storage
// like any upload, and the publisher copies /storage/… files into the published site, so no
// published page loads a picture from the app or from the source that gave it.

export const PICTURES_FOLDER = 'Site pictures';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif', 'image/svg+xml': 'svg' };

export interface PictureOwner {
  user: User;
  /** null for the user's own (default) workspace. */
  workspaceId: number | null;
  siteName: string;
}

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'site'
  );
}

/** The site's name as a folder name: letters, digits, spaces and a little punctuation. */
function folderName(siteName: string): string {
  const cleaned = siteName.replace(/[^\p{L}\p{N} &'.,()-]+/gu, ' ').replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '').slice(0, 60).trim();
  return cleaned || 'Site';
}

/** Stores the picture as a new file entry of the owner; returns its public URL. */
export async function storePicture(ctx: AppContext, owner: PictureOwner, picture: { bytes: Buffer; mime: string; role: PictureRole; index: number }): Promise<string> {
  const extension = EXTENSIONS[picture.mime] ?? 'bin';
  const name = `${slug(owner.siteName)}-${picture.role}-${picture.index + 1}.${extension}`;
  const entry = await completeUpload(ctx, {
    user: owner.user,
    file: { name, mime: picture.mime, extension, size: picture.bytes.length },
    metadata: { disk: 'public', parentId: null, relativePath: `${PICTURES_FOLDER}/${folderName(owner.siteName)}/${name}`, diskPrefix: null, workspaceId: owner.workspaceId },
    source: {
      store: (driver, key) => driver.put(key, picture.bytes, { mime: picture.mime, size: picture.bytes.length }),
      discard: async () => {},
    },
  });
  return fileEntryUrl(entry);
}
