import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { slugify } from '../../common/editor/links.ts';
import { isValidSitePath, MAX_FOLDER_DEPLOY_BYTES, MAX_FOLDER_DEPLOY_FILE_BYTES, MAX_FOLDER_DEPLOY_FILES, PUBLISHING_MESSAGES } from '../../common/publishing.ts';
import { CliError } from '../errors.ts';

/** One file of a folder to publish: its path in the site, where it is on disk and what it holds. */
export interface SiteFolderFile {
  path: string;
  absolutePath: string;
  hash: string;
  size: number;
}

export interface SiteFolder {
  root: string;
  files: SiteFolderFile[];
  size: number;
}

async function sha256File(path: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}

/**
 * Site paths under `folder`, sorted. Dotfiles and dot-folders stay out (`.git`, `.env`,
 * `.DS_Store`): a folder kept in git is published without its repository or secrets.
 */
async function walk(folder: string, prefix: string, out: { path: string; absolutePath: string }[]): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const absolutePath = join(folder, entry.name);
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await walk(absolutePath, path, out);
    else if (entry.isFile()) out.push({ path, absolutePath });
  }
}

/** Every file a folder deploy would send, hashed; refuses what the server would refuse, before anything is sent. */
export async function readSiteFolder(dir: string): Promise<SiteFolder> {
  const root = resolve(dir);
  const info = await stat(root).catch(() => null);
  if (!info) throw new CliError(`No such folder: ${dir}`);
  if (!info.isDirectory()) throw new CliError(`--dir expects a folder, and ${dir} is a file`);
  const found: { path: string; absolutePath: string }[] = [];
  await walk(root, '', found);
  if (!found.length) throw new CliError(`Nothing to publish: ${dir} holds no files (dotfiles are skipped)`);
  if (!found.some((file) => file.path === 'index.html')) throw new CliError(`${dir} has no index.html: a site needs one at the top of the folder`);
  if (found.length > MAX_FOLDER_DEPLOY_FILES) throw new CliError(`${dir}: ${PUBLISHING_MESSAGES.tooManyFiles}`);
  const invalid = found.find((file) => !isValidSitePath(file.path));
  if (invalid) throw new CliError(PUBLISHING_MESSAGES.invalidPath(invalid.path));

  const files: SiteFolderFile[] = [];
  let size = 0;
  for (const file of found) {
    const { size: bytes } = await stat(file.absolutePath);
    if (bytes > MAX_FOLDER_DEPLOY_FILE_BYTES) throw new CliError(`${file.path}: ${PUBLISHING_MESSAGES.fileTooLarge}`);
    size += bytes;
    if (size > MAX_FOLDER_DEPLOY_BYTES) throw new CliError(`${dir}: ${PUBLISHING_MESSAGES.siteTooLarge}`);
    files.push({ ...file, size: bytes, hash: await sha256File(file.absolutePath) });
  }
  return { root, files, size };
}

/** The project slug a folder publishes to when no project is named: its name, slugified. */
export function folderSlug(dir: string): string {
  const slug = slugify(basename(resolve(dir)));
  if (!slug) throw new CliError(`Cannot make a project slug from the folder name "${basename(resolve(dir))}": name the project, e.g. sitewright publish my-site --dir ${dir}`);
  return slug;
}
