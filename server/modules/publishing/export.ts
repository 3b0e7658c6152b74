import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { isValidSitePath } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { loadProjectWithPages } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import { ownedSite } from './access.ts';
import { buildProjectSite } from './project-build.ts';

export type ExportDestination = { dir: string } | { zip: string };

export interface ExportResult {
  files: number;
  /** Bytes of the site's files (not of the zip). */
  size: number;
}

// Every entry carries the same time, so the same site zips to the same bytes. A local date:
// zip stores local time fields, and this one reads back the same in every time zone.
const ZIP_ENTRY_TIME = new Date(2000, 0, 1, 0, 0, 0);

/**
 * Builds the project's site as a publish would (canonical URLs pointing at its live address)
 * and writes it to a folder, or to a zip file. Existing files of the same names are replaced.
 */
export async function exportSite(ctx: AppContext, user: User, projectId: number, destination: ExportDestination): Promise<ExportResult> {
  const owned = await ownedSite(user, projectId);
  const site = await buildProjectSite(ctx, await loadProjectWithPages(owned.id));
  if ('zip' in destination) {
    const entries: Zippable = {};
    for (const file of site.files) entries[file.path] = [file.body, { mtime: ZIP_ENTRY_TIME }];
    await mkdir(dirname(resolve(destination.zip)), { recursive: true });
    await writeFile(destination.zip, zipSync(entries, { level: 9 }));
  } else {
    const root = resolve(destination.dir);
    for (const file of site.files) {
      // Built paths are the builder's own, but a file must never land outside the folder asked for.
      const path = join(root, file.path);
      if (!isValidSitePath(file.path) || !path.startsWith(root + sep)) throw new Error(`Refusing to write ${file.path} outside ${root}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.body);
    }
  }
  return { files: site.files.length, size: site.size };
}
