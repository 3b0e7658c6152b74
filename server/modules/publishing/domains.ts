import { randomBytes } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import { DOMAIN_MESSAGES, domainHttpRecord, domainTxtRecord, isHostUnder, normalizeDomainHost, type DomainRecord } from '../../../common/domains.ts';
import type { AppContext } from '../../context.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../errors.ts';
import { outboundGuard } from '../../security/outbound.ts';
import type { User } from '../users/models.ts';
import { getSetting } from '../settings/service.ts';
import { ownedSite } from './access.ts';
import { claimExpiry, releaseStaleDomainClaims, rivalClaimCount, winClaim } from './domain-claims.ts';
import { hasVerificationFile, hasVerificationRecord, type DomainCheckOptions } from './domain-checks.ts';
import { ProjectDomain } from './models.ts';
import { appHostname, currentSitesHostPattern, sitesBaseHost } from './site-hosts.ts';
import { syncProjectHostEntries } from './host-entries.ts';
import { forgetSiteHost, servesSiteHost } from './site-lookup.ts';

// Custom domains: a project's site also answers on hosts its owner connects, once the owner has
// proved control of the host with a DNS TXT record or a token file served from it. Connecting is
// a claim, which domain-claims.ts arbitrates between sites.

export function serializeDomain(domain: ProjectDomain): DomainRecord {
  return {
    id: domain.id,
    host: domain.host,
    verified: Boolean(domain.verified_at),
    verified_at: domain.verified_at ? new Date(domain.verified_at).toISOString() : null,
    claim_expires_at: domain.verified_at ? null : claimExpiry(domain.created_at).toISOString(),
    last_error: domain.last_error ?? null,
    records: { txt: domainTxtRecord(domain.host, domain.token), http: domainHttpRecord(domain.host, domain.token) },
  };
}

async function ownedDomain(user: User, projectId: number, domainId: number): Promise<ProjectDomain> {
  const project = await ownedSite(user, projectId);
  const domain = await ProjectDomain.findOne({ where: { id: domainId, project_id: project.id } });
  if (!domain) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
  return domain;
}

export async function listDomains(ctx: AppContext, user: User, projectId: number): Promise<DomainRecord[]> {
  const project = await ownedSite(user, projectId);
  await releaseStaleDomainClaims(ctx.now());
  const domains = await ProjectDomain.findAll({ where: { project_id: project.id }, order: [['id', 'ASC']] });
  return domains.map(serializeDomain);
}

/** The host as stored, refused when it is no domain of the user's own to connect. */
async function connectableHost(ctx: AppContext, input: string): Promise<string> {
  const host = normalizeDomainHost(input);
  if (!host) throw InvalidError.field('host', DOMAIN_MESSAGES.invalid);
  if (host === appHostname(ctx)) throw InvalidError.field('host', DOMAIN_MESSAGES.appHost);
  const pattern = await currentSitesHostPattern(ctx);
  const sitesHost = pattern ? sitesBaseHost(pattern) : '';
  if (sitesHost && isHostUnder(host, sitesHost)) throw InvalidError.field('host', DOMAIN_MESSAGES.sitesHost);
  return host;
}

/**
 * Claims the host for the project. A verified claim of another site refuses it; unverified ones
 * do not: the first claim to be verified wins (verifyDomain).
 */
export async function addDomain(ctx: AppContext, user: User, projectId: number, input: string): Promise<DomainRecord> {
  const project = await ownedSite(user, projectId);
  const host = await connectableHost(ctx, input);
  await releaseStaleDomainClaims(ctx.now());
  const claims = await ProjectDomain.findAll({ attributes: ['id', 'project_id', 'verified_at'], where: { host } });
  if (claims.some((claim) => claim.verified_at !== null || claim.project_id === project.id)) throw InvalidError.field('host', DOMAIN_MESSAGES.taken);
  try {
    const domain = await ProjectDomain.create({ project_id: project.id, host, token: randomBytes(16).toString('hex') });
    // As stored: MariaDB keeps whole seconds, and the claim's expiry is read from created_at.
    return serializeDomain(await domain.reload());
  } catch (error) {
    // The same site connecting the host twice at once: the unique key lets one in.
    if (error instanceof UniqueConstraintError) throw InvalidError.field('host', DOMAIN_MESSAGES.taken);
    throw error;
  }
}

async function domainCheckOptions(): Promise<Omit<DomainCheckOptions, 'outbound'>> {
  const servers = await getSetting('publishing.dns_servers');
  return { dnsServers: Array.isArray(servers) ? servers.filter((server) => typeof server === 'string') : [], httpPort: Number(await getSetting('publishing.http_check_port')) || 80 };
}

/**
 * Looks for the TXT record, then the token file. Either one verifies the domain for good, and the
 * other sites' claims on it are dropped; while another site claims the domain too only the TXT
 * record counts, since the app answers every claim's token file on the host. When nothing proves
 * it the domain stays unverified and carries the reason in last_error. A claim another site won
 * meanwhile is gone: ConflictError.
 */
export async function verifyDomain(ctx: AppContext, user: User, projectId: number, domainId: number): Promise<DomainRecord> {
  const now = ctx.now();
  await releaseStaleDomainClaims(now);
  const domain = await ownedDomain(user, projectId, domainId);
  if (domain.verified_at) return serializeDomain(domain);
  const options = { ...(await domainCheckOptions()), outbound: outboundGuard(ctx.config) };
  const contested = (await rivalClaimCount(domain)) > 0;
  const verified =
    (await hasVerificationRecord(domain.host, domain.token, options)) || (!contested && (await hasVerificationFile(domain.host, domain.token, options)));
  if (verified) {
    if (!(await winClaim(domain, now))) throw new ConflictError(DOMAIN_MESSAGES.claimedElsewhere);
    forgetSiteHost(domain.host);
    await syncProjectHostEntries(ctx, (await ownedSite(user, projectId)).uuid);
    return serializeDomain(domain);
  }
  await domain.update({
    last_checked_at: now,
    last_error: contested ? DOMAIN_MESSAGES.contested(domain.host) : DOMAIN_MESSAGES.notVerified(domain.host, domain.token),
  });
  return serializeDomain(domain);
}

export async function removeDomain(ctx: AppContext, user: User, projectId: number, domainId: number): Promise<void> {
  const domain = await ownedDomain(user, projectId, domainId);
  await domain.destroy();
  forgetSiteHost(domain.host);
  await syncProjectHostEntries(ctx, (await ownedSite(user, projectId)).uuid);
}

/** The host, when this install serves it as a site (see servesSiteHost); NotFoundError otherwise. */
export async function checkServedHost(ctx: AppContext, host: string): Promise<string> {
  if (!(await servesSiteHost(ctx, host))) throw new NotFoundError(DOMAIN_MESSAGES.notServed);
  return host;
}
