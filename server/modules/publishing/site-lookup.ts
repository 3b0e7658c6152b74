import type { Sequelize } from 'sequelize';
import { DEPLOYS_KEPT } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { LruCache } from '../../cache/lru.ts';
import { selectRows } from '../../db/select.ts';
import { Project } from '../projects/models.ts';
import type { Manifest } from './models.ts';
import { appHostname, currentSitesHostPattern, hostnameOf, matchSiteHost } from './site-hosts.ts';

// Host -> project -> deploy -> manifest, on every request to a published site, so each step is
// remembered. Which deploy a host serves is kept for a few seconds per instance (as settings are):
// a switch, an unpublish or a deleted project shows within that window on every instance, while a
// busy site costs a query every few seconds. A ready deploy's manifest never changes, so it is
// kept by deploy id for as long as it is used.

const HOST_TTL_MS = 3000;

export interface ServedDeploy {
  id: number;
  manifest: Manifest;
}

/** What a site host answers with. */
export interface ServedSite {
  /** null when no project has this slug. */
  project: { id: number; uuid: string } | null;
  /** null when there is nothing to serve: unpublished, an unknown deploy, an unverified domain. */
  deploy: ServedDeploy | null;
  /** A deploy's own host is a preview: search engines are asked to leave it out. */
  noindex: boolean;
  /** A connected domain answers its verification token, verified or not. */
  verificationToken: string | null;
  /** True when the host is a verified custom domain. */
  verifiedDomain: boolean;
}

interface DeployPointer {
  project: { id: number; uuid: string } | null;
  deployId: number | null;
  noindex: boolean;
  verificationToken: string | null;
  verifiedDomain: boolean;
}

interface Caches {
  /** null: the host is the app's own (or no site's), and the app answers. */
  hosts: LruCache<string, Promise<DeployPointer | null>>;
  manifests: LruCache<number, Promise<Manifest | null>>;
  /** Each project's ready deploys, newest first, for assets a page of the previous deploy still asks for. */
  keptDeploys: LruCache<number, Promise<number[]>>;
}

// Rows belong to the connection they came from (tests open a new database per app, ids restart).
const cachesByDatabase = new WeakMap<Sequelize, Caches>();

function database(): Sequelize {
  return Project.sequelize!;
}

function caches(): Caches {
  const sequelize = database();
  let found = cachesByDatabase.get(sequelize);
  if (!found) {
    found = {
      hosts: new LruCache({ maxWeight: 5000, ttlMs: HOST_TTL_MS }),
      manifests: new LruCache({ maxWeight: 500 }),
      keptDeploys: new LruCache({ maxWeight: 5000, ttlMs: HOST_TTL_MS }),
    };
    cachesByDatabase.set(sequelize, found);
  }
  return found;
}

function remembered<K, V>(cache: LruCache<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  const value = load();
  cache.set(key, value);
  // A failed read must not be answered from memory.
  value.catch(() => cache.delete(key));
  return value;
}

interface ProjectRow {
  id: number;
  uuid: string;
  live_deploy_id: number | null;
}

async function projectBySlug(slug: string): Promise<ProjectRow | null> {
  const sequelize = database();
  const rows = await selectRows<ProjectRow>(sequelize, `SELECT id, uuid, live_deploy_id FROM projects WHERE slug = ${sequelize.escape(slug)}`);
  return rows[0] ?? null;
}

async function readyDeployId(projectId: number, number: number): Promise<number | null> {
  const rows = await selectRows<{ id: number }>(
    database(),
    `SELECT id FROM deploys WHERE project_id = ${Number(projectId)} AND number = ${Number(number)} AND status = 'ready'`,
  );
  return rows[0]?.id ?? null;
}

async function pointerFor(ctx: AppContext, hostname: string): Promise<DeployPointer | null> {
  const pattern = await currentSitesHostPattern(ctx);
  const match = pattern ? matchSiteHost(pattern, hostname) : null;
  if (match) {
    const project = await projectBySlug(match.slug);
    const none = { project: null, deployId: null, noindex: match.number !== null, verificationToken: null, verifiedDomain: false };
    if (!project) return none;
    const deployId = match.number === null ? project.live_deploy_id : await readyDeployId(project.id, match.number);
    return { ...none, project: { id: project.id, uuid: project.uuid }, deployId: deployId ?? null };
  }
  const sequelize = database();
  const rows = await selectRows<ProjectRow & { token: string; verified_at: unknown }>(
    sequelize,
    `SELECT p.id, p.uuid, p.live_deploy_id, d.token, d.verified_at FROM project_domains d JOIN projects p ON p.id = d.project_id WHERE d.host = ${sequelize.escape(hostname)}`,
  );
  const domain = rows[0];
  if (!domain) return null;
  const verified = domain.verified_at !== null;
  return {
    project: { id: domain.id, uuid: domain.uuid },
    deployId: verified ? domain.live_deploy_id : null,
    noindex: false,
    verificationToken: domain.token,
    verifiedDomain: verified,
  };
}

/** A ready deploy's manifest (null when the deploy is gone or not ready). */
export function deployManifest(deployId: number): Promise<Manifest | null> {
  const { manifests } = caches();
  return remembered(manifests, deployId, async () => {
    const rows = await selectRows<{ manifest: string | null }>(database(), `SELECT manifest FROM deploys WHERE id = ${Number(deployId)} AND status = 'ready'`);
    if (!rows[0]) {
      // Not ready yet is not forever: ask again next time.
      queueMicrotask(() => manifests.delete(deployId));
      return null;
    }
    const manifest = rows[0].manifest ? (JSON.parse(rows[0].manifest) as Manifest) : {};
    return manifest;
  });
}

/** The project's ready deploys, newest first (the kept ones: older ones are pruned with their files). */
export function readyDeployIds(projectId: number): Promise<number[]> {
  return remembered(caches().keptDeploys, projectId, async () => {
    const rows = await selectRows<{ id: number }>(
      database(),
      `SELECT id FROM deploys WHERE project_id = ${Number(projectId)} AND status = 'ready' ORDER BY number DESC LIMIT ${DEPLOYS_KEPT}`,
    );
    return rows.map((row) => row.id);
  });
}

/**
 * The site a Host header names, or null when the app itself should answer: its own host, or a
 * host that is neither a sites host nor a connected domain.
 */
export async function resolveSiteHost(ctx: AppContext, hostHeader: string | undefined): Promise<ServedSite | null> {
  const hostname = hostnameOf(hostHeader);
  if (!hostname || hostname === appHostname(ctx)) return null;
  const pointer = await remembered(caches().hosts, hostname, () => pointerFor(ctx, hostname));
  if (!pointer) return null;
  const manifest = pointer.deployId === null ? null : await deployManifest(pointer.deployId);
  return {
    project: pointer.project,
    deploy: manifest && pointer.deployId !== null ? { id: pointer.deployId, manifest } : null,
    noindex: pointer.noindex,
    verificationToken: pointer.verificationToken,
    verifiedDomain: pointer.verifiedDomain,
  };
}

/** Forgets what this instance remembers about a host (a domain just verified or removed). */
export function forgetSiteHost(hostname: string): void {
  caches().hosts.delete(hostname);
}

/**
 * Whether this install serves the host as a site: a verified connected domain, the live host
 * of an existing project, or the host of one of its ready deploys. A proxy that gets
 * certificates on demand asks this first, so nobody can make it request certificates for
 * names that lead nowhere.
 */
export async function servesSiteHost(ctx: AppContext, host: string): Promise<boolean> {
  const site = await resolveSiteHost(ctx, host);
  if (!site?.project) return false;
  if (site.verificationToken !== null) return site.verifiedDomain;
  return site.noindex ? site.deploy !== null : true;
}
