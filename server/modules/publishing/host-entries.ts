import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readlink, rename, rm, stat, symlink, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Sequelize } from 'sequelize';
import type { AppContext } from '../../context.ts';
import { selectRows } from '../../db/select.ts';
import { Project } from '../projects/models.ts';
import { localSitesRoot } from './local-target.ts';
import type { Manifest } from './models.ts';
import { eachLimit } from './objects.ts';
import { plainBody } from './site-bodies.ts';
import { currentSitesHostPattern, siteHostname } from './site-hosts.ts';
import { needsSameOrigin, scriptAllowlist } from './site-responses.ts';
import { siteTarget, siteTargetName } from './target.ts';

// Host entries: what lets nginx, Caddy or any static server answer a published site without the
// app. Each live deploy is laid out as its files under their own paths
// (`sites/<uuid>/deploys/<deploy id>/`, hard links to the content-addressed objects, so it costs
// no bytes), and `site-hosts/<host>` is a symlink to the deploy folder a host serves: the
// project's slug host and each verified custom domain. Switching (publish, rollback) writes a new
// symlink beside the entry and renames it over the old one, so a server following the link sees
// the old deploy or the new one, never a mix; unpublishing and deleting remove the entries, and a
// host without one is the app's to answer (deploy previews, verification tokens, unknown hosts).
//
// Pages that need their real origin (a captcha, an allowlisted third-party script) get another
// Content-Security-Policy: they are laid out under SAME_ORIGIN_FOLDER instead of their own path,
// so a server picks the policy from the file it found (proxy-config.ts).
//
// Only the local target has entries: a bucket has no symlinks (see the README's "Serving sites
// without the app").

export const SITE_HOSTS_FOLDER = 'site-hosts';
export const SAME_ORIGIN_FOLDER = '.sitewright/same-origin';

/** `<DATA_DIR>/site-hosts`: one entry per served host. */
export function siteHostsRoot(dataDir: string): string {
  return join(dataDir, SITE_HOSTS_FOLDER);
}

function projectFolder(dataDir: string, uuid: string): string {
  return join(localSitesRoot(dataDir), uuid);
}

function deploysFolder(dataDir: string, uuid: string): string {
  return join(projectFolder(dataDir, uuid), 'deploys');
}

function temporaryName(path: string): string {
  return join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
}

/** Host names are lower-case DNS names: anything else (a slash, a dot segment) never names an entry. */
function isEntryName(host: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(host);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A hard link where the file system allows one, else a copy; its folder exists. */
async function place(source: string, destination: string): Promise<void> {
  await link(source, destination).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') return;
    await copyFile(source, destination);
  });
}

// Links made at once while laying a deploy out.
const LINKS_AT_ONCE = 16;

/**
 * The deploy's folder, laid out once: written under a temporary name and renamed into place, so
 * an entry never points at half a deploy.
 */
async function deployFolder(ctx: AppContext, uuid: string, deployId: number, manifest: Manifest, bodies?: ReadonlyMap<string, Buffer>): Promise<string> {
  const { dataDir } = ctx.config;
  const folder = join(deploysFolder(dataDir, uuid), String(deployId));
  if (await exists(folder)) return folder;
  const building = temporaryName(folder);
  const target = siteTarget(ctx, uuid);
  const allowlist = await scriptAllowlist();
  const objects = join(projectFolder(dataDir, uuid), 'objects');
  try {
    const placed: { source: string; destination: string }[] = [];
    await eachLimit(Object.entries(manifest), LINKS_AT_ONCE, async ([path, entry]) => {
      const html = /^text\/html\b/i.test(entry.type);
      const sameOrigin = html && (await needsSameOrigin(bodies?.get(entry.hash) ?? (await plainBody(target, entry)), entry.hash, allowlist));
      placed.push({ source: join(objects, entry.hash), destination: join(building, sameOrigin ? join(SAME_ORIGIN_FOLDER, path) : path) });
    });
    // Each folder made once (a parent before its children), then the links.
    const folders = [...new Set([building, ...placed.map((file) => dirname(file.destination))])].sort();
    for (const made of folders) await mkdir(made, { recursive: true });
    await eachLimit(placed, LINKS_AT_ONCE, (file) => place(file.source, file.destination));
    await rename(building, folder).catch(async (error: NodeJS.ErrnoException) => {
      // Laid out meanwhile by another instance: theirs is the same.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(building, { recursive: true, force: true });
    });
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
  return folder;
}

/** Points the host's entry at the folder: a new symlink renamed over the old one. */
async function pointHost(dataDir: string, host: string, folder: string): Promise<void> {
  const root = siteHostsRoot(dataDir);
  await mkdir(root, { recursive: true });
  const entry = join(root, host);
  const wanted = relative(root, folder);
  if ((await readlink(entry).catch(() => null)) === wanted) return;
  const fresh = temporaryName(entry);
  await symlink(wanted, fresh, 'dir');
  await rename(fresh, entry).catch(async (error: unknown) => {
    await unlink(fresh).catch(() => undefined);
    throw error;
  });
}

/** Each entry and the project folder it points into (null for one pointing elsewhere). */
async function entries(dataDir: string): Promise<{ host: string; uuid: string | null; deployFolder: string }[]> {
  const root = siteHostsRoot(dataDir);
  const names = await readdir(root).catch(() => [] as string[]);
  const found = [];
  for (const host of names) {
    if (host.startsWith('.')) continue;
    const pointed = await readlink(join(root, host)).catch(() => null);
    if (pointed === null) continue;
    const parts = relative(localSitesRoot(dataDir), join(root, pointed)).split(sep);
    found.push({ host, uuid: parts.length === 3 && parts[1] === 'deploys' ? parts[0] : null, deployFolder: join(root, pointed) });
  }
  return found;
}

interface ProjectRow {
  id: number;
  uuid: string;
  slug: string;
  live_deploy_id: number | null;
}

function database(): Sequelize {
  return Project.sequelize!;
}

/** The hosts that serve the project's live deploy: its slug host and its verified custom domains. */
async function servedHosts(ctx: AppContext, project: ProjectRow): Promise<string[]> {
  if (project.live_deploy_id === null) return [];
  const pattern = await currentSitesHostPattern(ctx);
  const domains = await selectRows<{ host: string }>(database(), `SELECT host FROM domain_claims WHERE project_id = ${Number(project.id)} AND verified_at IS NOT NULL`);
  return [...(pattern ? [siteHostname(pattern, project.slug)] : []), ...domains.map((domain) => domain.host)].filter(isEntryName);
}

async function liveManifest(deployId: number): Promise<Manifest | null> {
  const rows = await selectRows<{ manifest: string | null }>(database(), `SELECT manifest FROM deploys WHERE id = ${Number(deployId)} AND status = 'ready'`);
  if (!rows[0]) return null;
  return rows[0].manifest ? (JSON.parse(rows[0].manifest) as Manifest) : {};
}

async function syncProject(ctx: AppContext, uuid: string, bodies?: ReadonlyMap<string, Buffer>): Promise<void> {
  const { dataDir } = ctx.config;
  const rows = await selectRows<ProjectRow>(database(), `SELECT id, uuid, slug, live_deploy_id FROM projects WHERE uuid = ${database().escape(uuid)}`);
  const project = rows[0] ?? null;
  const manifest = project?.live_deploy_id ? await liveManifest(project.live_deploy_id) : null;
  const hosts = project && manifest ? await servedHosts(ctx, project) : [];
  const live = project && manifest && hosts.length ? await deployFolder(ctx, uuid, project.live_deploy_id!, manifest, bodies) : null;
  for (const host of hosts) await pointHost(dataDir, host, live!);
  const root = siteHostsRoot(dataDir);
  for (const entry of await entries(dataDir)) {
    if (entry.uuid === uuid && !hosts.includes(entry.host)) await unlink(join(root, entry.host)).catch(() => undefined);
  }
  // Only the live deploy keeps a folder: a rollback lays its deploy out again (links, no bytes),
  // and a pruned deploy's objects must not live on through its links.
  const folders = await readdir(deploysFolder(dataDir, uuid)).catch(() => [] as string[]);
  for (const name of folders) {
    if (live && join(deploysFolder(dataDir, uuid), name) === live) continue;
    await rm(join(deploysFolder(dataDir, uuid), name), { recursive: true, force: true });
  }
}

// One sync per project at a time on this instance: the last one to run reads the rows as they are then.
const running = new Map<string, Promise<void>>();

/**
 * Brings the project's host entries in line with its rows: its slug host and verified domains
 * point at its live deploy; hosts it no longer serves lose their entry. A failure is logged: the
 * app still answers the site, and the next switch or start tries again. `bodies` (by hash) are
 * files the caller holds, not read back from the target.
 */
export async function syncProjectHostEntries(ctx: AppContext, projectUuid: string, bodies?: ReadonlyMap<string, Buffer>): Promise<void> {
  if ((await siteTargetName(ctx.config)) !== 'local') return;
  const previous = running.get(projectUuid) ?? Promise.resolve();
  const next = previous.then(() =>
    syncProject(ctx, projectUuid, bodies).catch((error: unknown) => ctx.logger.error({ err: error, project: projectUuid }, 'could not update the host entries of a site')),
  );
  running.set(projectUuid, next);
  await next;
  if (running.get(projectUuid) === next) running.delete(projectUuid);
}

/**
 * Every project's entries, and none left for a project that is gone: run when the server
 * starts, so deploys published before entries existed (or while a switch failed) get theirs.
 */
export async function syncAllHostEntries(ctx: AppContext): Promise<void> {
  if ((await siteTargetName(ctx.config)) !== 'local') return;
  const published = await selectRows<{ uuid: string }>(database(), 'SELECT uuid FROM projects WHERE live_deploy_id IS NOT NULL');
  const uuids = new Set(published.map((row) => row.uuid));
  const root = siteHostsRoot(ctx.config.dataDir);
  for (const entry of await entries(ctx.config.dataDir)) {
    if (entry.uuid) uuids.add(entry.uuid);
    else await unlink(join(root, entry.host)).catch(() => undefined);
  }
  for (const uuid of uuids) await syncProjectHostEntries(ctx, uuid);
}
