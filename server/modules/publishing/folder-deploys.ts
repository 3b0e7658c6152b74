import { createHash } from 'node:crypto';
import {
  isSha256Hex,
  isValidSitePath,
  MAX_FOLDER_DEPLOY_BYTES,
  MAX_FOLDER_DEPLOY_FILE_BYTES,
  MAX_FOLDER_DEPLOY_FILES,
  PUBLISHING_MESSAGES,
  type DeployRecord,
} from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { ConflictError, InvalidError, TooLargeError } from '../../errors.ts';
import type { Project } from '../projects/models.ts';
import type { User } from '../users/models.ts';
import { assertMayPublish, findDeploy, ownedSite } from './access.ts';
import { siteContentType } from './content-types.ts';
import { completeDeploy, insertDeploy, type DeployRequest } from './deploys.ts';
import type { Deploy, Manifest } from './models.ts';
import { objectSizes } from './objects.ts';
import { deployRecord } from './records.ts';
import { pruneDeploys } from './retention.ts';
import { siteTarget } from './target.ts';

// Folder deploys (the CLI's --dir): a site made of files as they are. The client sends every
// path with its SHA-256, learns which contents the server lacks, sends only those, and finishes;
// files unchanged since an earlier deploy are never sent again.

export interface FolderDeployRequest extends DeployRequest {
  /** Every file of the site: its path, relative to the site root, and the SHA-256 of its bytes in hex. */
  files: Record<string, string>;
}

const filesError = (message: string) => InvalidError.field('files', message);

function manifestOf(files: Record<string, string>): Manifest {
  const entries = Object.entries(files);
  if (!entries.length) throw filesError(PUBLISHING_MESSAGES.noFiles);
  if (entries.length > MAX_FOLDER_DEPLOY_FILES) throw filesError(PUBLISHING_MESSAGES.tooManyFiles);
  const manifest: Manifest = {};
  for (const [path, hash] of entries) {
    if (!isValidSitePath(path)) throw filesError(PUBLISHING_MESSAGES.invalidPath(path));
    const digest = hash.toLowerCase();
    if (!isSha256Hex(digest)) throw filesError(PUBLISHING_MESSAGES.invalidHash(path));
    // Sizes are learnt from the stored objects when the deploy finishes.
    manifest[path] = { hash: digest, size: 0, type: siteContentType(path) };
  }
  return manifest;
}

/** The project's folder deploy still taking files, with its manifest. */
async function openFolderDeploy(project: Project, number: number): Promise<Deploy> {
  const deploy = await findDeploy(project.id, number, { manifest: true });
  if (deploy.source !== 'folder') throw new ConflictError(PUBLISHING_MESSAGES.notFolderDeploy);
  if (deploy.status !== 'uploading') throw new ConflictError(PUBLISHING_MESSAGES.folderDeployFinished);
  return deploy;
}

/** Starts a folder deploy; `required` lists the contents (hashes) to send before finishing. */
export async function createFolderDeploy(ctx: AppContext, user: User, projectId: number, request: FolderDeployRequest): Promise<{ deploy: DeployRecord; required: string[] }> {
  const project = await ownedSite(user, projectId);
  await assertMayPublish(user);
  const manifest = manifestOf(request.files);
  // Recorded before the target is asked: from now on retention keeps every object it names.
  const deploy = await insertDeploy(project.id, {
    user_id: user.id,
    source: 'folder',
    status: 'uploading',
    target: request.prod ? 'prod' : 'draft',
    message: request.message?.trim() || null,
    manifest,
    file_count: Object.keys(manifest).length,
  });
  const sizes = await objectSizes(
    siteTarget(ctx, project.uuid),
    Object.values(manifest).map((entry) => entry.hash),
  );
  const required = [...sizes].flatMap(([hash, size]) => (size === null ? [hash] : []));
  return { deploy: await deployRecord(ctx, project, deploy), required };
}

/** Stores one file of a folder deploy, refused unless its bytes match the hash it was announced with. */
export async function acceptDeployFile(ctx: AppContext, user: User, projectId: number, number: number, hash: string, body: Buffer): Promise<void> {
  const project = await ownedSite(user, projectId);
  const deploy = await openFolderDeploy(project, number);
  const digest = hash.toLowerCase();
  const entry = Object.values(deploy.manifest).find((candidate) => candidate.hash === digest);
  if (!entry) throw InvalidError.field('hash', PUBLISHING_MESSAGES.fileNotInDeploy);
  if (body.length > MAX_FOLDER_DEPLOY_FILE_BYTES) throw new TooLargeError(PUBLISHING_MESSAGES.fileTooLarge);
  if (createHash('sha256').update(body).digest('hex') !== digest) throw InvalidError.field('hash', PUBLISHING_MESSAGES.hashMismatch);
  await siteTarget(ctx, project.uuid).put(digest, body, entry.type);
}

/**
 * Checks that every file is stored, records the sizes, and completes the deploy (live at once
 * for prod). Files still missing are refused by count, and the client may send them and finish again.
 */
export async function finishFolderDeploy(ctx: AppContext, user: User, projectId: number, number: number): Promise<DeployRecord> {
  const project = await ownedSite(user, projectId);
  const deploy = await openFolderDeploy(project, number);
  const sizes = await objectSizes(
    siteTarget(ctx, project.uuid),
    Object.values(deploy.manifest).map((entry) => entry.hash),
  );
  const missing = [...sizes.values()].filter((size) => size === null).length;
  if (missing) throw filesError(PUBLISHING_MESSAGES.filesMissing(missing));
  const manifest: Manifest = Object.fromEntries(Object.entries(deploy.manifest).map(([path, entry]) => [path, { ...entry, size: sizes.get(entry.hash)! }]));
  const size = Object.values(manifest).reduce((sum, entry) => sum + entry.size, 0);
  if (size > MAX_FOLDER_DEPLOY_BYTES) {
    await deploy.update({ status: 'failed', error: PUBLISHING_MESSAGES.siteTooLarge, finished_at: ctx.now() });
    throw new TooLargeError(PUBLISHING_MESSAGES.siteTooLarge);
  }
  const pageCount = Object.keys(manifest).filter((path) => /\.html?$/i.test(path)).length;
  await completeDeploy(ctx, deploy, { manifest, size, file_count: Object.keys(manifest).length, page_count: pageCount });
  await pruneDeploys(ctx, project.id).catch((error: unknown) => ctx.logger.error({ err: error, project: project.id }, 'could not prune old deploys'));
  const current = await ownedSite(user, projectId);
  return deployRecord(ctx, current, deploy);
}
