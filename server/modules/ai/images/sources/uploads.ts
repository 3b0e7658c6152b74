import { NotFoundError } from '../../../../errors.ts';
import type { AppContext } from '../../../../context.ts';
import { diskDriver } from '../../../../storage/index.ts';
import { getAllSettings } from '../../../settings/service.ts';
import type { FileEntryModel } from '../../../uploads/models.ts';
import { fileEntryUrl, findVisibleEntry, storageKey } from '../../../uploads/service.ts';
import type { User } from '../../../users/models.ts';
import { describePicture } from '../phrases.ts';
import { isUsablePhoto } from '../photos.ts';
import type { FoundPicture, PictureSlot, PictureSource, SourceRun } from '../types.ts';

// The user's own photos, in the order they chose them: the first goes to the first slot (the home
// page's hero). A photo on the public disk is used where it is; one on the private uploads disk is
// copied to the public disk, since the user handed it over to be shown on their site.

/** Camera and phone file names say nothing about the picture. */
const NOISE = /^(img|image|dsc|dscn|dscf|pxl|photo|pic|picture|screenshot|screen|shot|whatsapp|signal|edited|copy|final|vsco|mvimg|scan|untitled)$/i;

/** The words of a file name that describe it ("team-at-the-bench_2.jpg" → "Team at the bench"), or ''. */
export function fileNameWords(name: string): string {
  const base = name.replace(/\.[^.]+$/, '');
  const words = base
    .split(/[\s_\-.()[\]+]+/)
    .filter((word) => word && /^\p{L}+$/u.test(word) && !NOISE.test(word));
  if (!words.some((word) => word.length > 2)) return '';
  const text = words.join(' ');
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

async function readBytes(ctx: AppContext, entry: FileEntryModel): Promise<Buffer> {
  const driver = diskDriver(entry.disk, ctx.config, await getAllSettings());
  const stream = await driver.get(storageKey(entry.disk_prefix, entry.file_name));
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}

export function uploadsSource(ctx: AppContext, user: User, photoIds: readonly number[]): PictureSource {
  let entries: Promise<FileEntryModel[]> | null = null;
  const load = async () => {
    const found: FileEntryModel[] = [];
    for (const id of photoIds) {
      try {
        const entry = await findVisibleEntry(user, id, false);
        if (isUsablePhoto(entry)) found.push(entry);
      } catch (error) {
        // Deleted since the generation started: the other photos still count.
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    return found;
  };
  return {
    name: 'uploads',
    async find(slot: PictureSlot, run: SourceRun): Promise<FoundPicture | null> {
      entries ??= load();
      const entry = (await entries).find((candidate) => !run.used.has(`upload:${candidate.id}`));
      if (!entry) return null;
      run.used.add(`upload:${entry.id}`);
      const alt = fileNameWords(entry.name) || describePicture(run.subject, slot.role);
      if (entry.disk === 'public') return { kind: 'stored', src: fileEntryUrl(entry), alt };
      const mime = entry.mime.split(';')[0].trim().toLowerCase();
      return { kind: 'bytes', bytes: await readBytes(ctx, entry), mime, alt };
    },
  };
}
