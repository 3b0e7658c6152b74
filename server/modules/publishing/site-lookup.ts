import type { Sequelize } from 'sequelize';
import { DEPLOYS_KEPT } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { LruCache } from '../../cache/lru.ts';
import { selectRows } from '../../db/select.ts';
import { Project } from '../projects/models.ts';
import type { Manifest } from './models.ts';
import { staleClaimCutoff } from './domain-claims.ts';
import { appHostname, currentSitesHostPattern, hostnameOf, matchSiteHost, siteHostname } from './site-hosts.ts';

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
  /** null when no project has this slug, or no claim of a custom domain is verified. */
  project: { id: number; uuid: string } | null;
  /** null when there is nothing to serve: unpublished, an unknown deploy, an unverified domain. */
  deploy: ServedDeploy | null;
  /** A deploy's own host is a preview: search engines are asked to leave it out. */
  noindex: boolean;
  /** A custom domain answers the verification token of each current claim on it, verified or not. */
  verificationTokens: string[];
  /** True when the host is a verified custom domain. */
  verifiedDomain: boolean;
  /** True when the host is a custom domain (claimed, verified or not), false for the sites host. */
  customDomain: boolean;
}

interface DeployPointer {
  project: { id: number; uuid: string } | null;
  deployId: number | null;
  noindex: boolean;
  verificationTokens: string[];
  verifiedDomain: boolean;
  customDomain: boolean;
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

/** The deploy a deploy host names: ready, and not taken down with its site. */
async function servedDeployId(projectId: number, label: string): Promise<number | null> {
  const sequelize = database();
  const rows = await selectRows<{ id: number }>(
    sequelize,
    `SELECT id FROM deploys WHERE project_id = ${Number(projectId)} AND label = ${sequelize.escape(label)} AND status = 'ready' AND taken_down_at IS NULL`,
  );
  return rows[0]?.id ?? null;
}

interface ClaimRow extends ProjectRow {
  token: string;
  verified_at: unknown;
}

/** The current claims of a custom domain: the verified one, or those still within their time to verify. */
async function domainClaims(ctx: AppContext, hostname: string): Promise<ClaimRow[]> {
  const sequelize = database();
  const claimedSince = sequelize.escape(staleClaimCutoff(ctx.now()));
  return selectRows<ClaimRow>(
    sequelize,
    'SELECT p.id, p.uuid, p.live_deploy_id, d.token, d.verified_at FROM domain_claims d JOIN projects p ON p.id = d.project_id ' +
      `WHERE d.host = ${sequelize.escape(hostname)} AND (d.verified_at IS NOT NULL OR d.created_at > ${claimedSince}) ORDER BY d.id`,
  );
}

async function pointerFor(ctx: AppContext, hostname: string): Promise<DeployPointer | null> {
  const pattern = await currentSitesHostPattern(ctx);
  const match = pattern ? matchSiteHost(pattern, hostname) : null;
  if (match) {
    const project = await projectBySlug(match.slug);
    const none = { project: null, deployId: null, noindex: match.label !== null, verificationTokens: [], verifiedDomain: false, customDomain: false };
    if (!project) return none;
    const deployId = match.label === null ? project.live_deploy_id : await servedDeployId(project.id, match.label);
    return { ...none, project: { id: project.id, uuid: project.uuid }, deployId: deployId ?? null };
  }
  const claims = await domainClaims(ctx, hostname);
  if (!claims.length) return null;
  const verified = claims.find((claim) => claim.verified_at !== null);
  return {
    project: verified ? { id: verified.id, uuid: verified.uuid } : null,
    deployId: verified?.live_deploy_id ?? null,
    noindex: false,
    verificationTokens: (verified ? [verified] : claims).map((claim) => claim.token),
    verifiedDomain: Boolean(verified),
    customDomain: true,
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

/**
 * The project's ready deploys, newest first (the kept ones: older ones are pruned with their
 * files), leaving out those taken down with the site: their files are not served any more.
 */
export function readyDeployIds(projectId: number): Promise<number[]> {
  return remembered(caches().keptDeploys, projectId, async () => {
    const rows = await selectRows<{ id: number }>(
      database(),
      `SELECT id FROM deploys WHERE project_id = ${Number(projectId)} AND status = 'ready' AND taken_down_at IS NULL ORDER BY number DESC LIMIT ${DEPLOYS_KEPT}`,
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
    verificationTokens: pointer.verificationTokens,
    verifiedDomain: pointer.verifiedDomain,
    customDomain: pointer.customDomain,
  };
}

/** Forgets what this instance remembers about a host (a domain just verified or removed). */
export function forgetSiteHost(hostname: string): void {
  caches().hosts.delete(hostname);
}

/**
 * Forgets every host of a project on this instance (its live host, each deploy's own, its custom
 * domains) and its ready deploys, so a site just taken offline is gone here at once (elsewhere
 * within HOST_TTL_MS).
 */
export async function forgetProjectHosts(ctx: AppContext, project: { id: number; slug: string }): Promise<void> {
  const sequelize = database();
  caches().keptDeploys.delete(project.id);
  const pattern = await currentSitesHostPattern(ctx);
  if (pattern) {
    const deploys = await selectRows<{ label: string }>(sequelize, `SELECT label FROM deploys WHERE project_id = ${Number(project.id)}`);
    for (const label of [null, ...deploys.map((deploy) => deploy.label)]) forgetSiteHost(siteHostname(pattern, project.slug, label));
  }
  const domains = await selectRows<{ host: string }>(sequelize, `SELECT host FROM domain_claims WHERE project_id = ${Number(project.id)}`);
  for (const { host } of domains) forgetSiteHost(host);
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
  if (site.customDomain) return site.verifiedDomain;
  return site.noindex ? site.deploy !== null : true;
}
