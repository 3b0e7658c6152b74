import { randomBytes } from 'node:crypto';
import { DataTypes, Model, UniqueConstraintError, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { DOMAIN_MESSAGES, domainHttpRecord, domainTxtRecord, isHostUnder, normalizeDomainHost, type DomainRecord } from '../../../common/domains.ts';
import type { AppContext } from '../../context.ts';
import { baseColumns } from '../../db/columns.ts';
import { defineModels } from '../../db/registry.ts';
import { InvalidError, NotFoundError } from '../../errors.ts';
import type { User } from '../users/models.ts';
import { getSetting } from '../settings/service.ts';
import { ownedSite } from './access.ts';
import { hasVerificationFile, hasVerificationRecord, type DomainCheckOptions } from './domain-checks.ts';
import { appHostname, currentSitesHostPattern, sitesBaseHost } from './site-hosts.ts';
import { forgetSiteHost, servesSiteHost } from './site-lookup.ts';

// Custom domains: a project's site also answers on hosts its owner connects, once the owner has
// proved control of the host with a DNS TXT record or a token file served from it.

export class ProjectDomain extends Model<InferAttributes<ProjectDomain>, InferCreationAttributes<ProjectDomain>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  declare host: string;
  declare token: string;
  declare verified_at: CreationOptional<Date | null>;
  declare last_checked_at: CreationOptional<Date | null>;
  declare last_error: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initDomainModels(sequelize: Sequelize) {
  ProjectDomain.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      host: { type: DataTypes.STRING(253), allowNull: false },
      token: { type: DataTypes.STRING(64), allowNull: false },
      verified_at: DataTypes.DATE,
      last_checked_at: DataTypes.DATE,
      last_error: DataTypes.STRING(500),
    },
    { sequelize, tableName: 'project_domains' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const domainModels = defineModels({ ProjectDomain }, initDomainModels);

export function serializeDomain(domain: ProjectDomain): DomainRecord {
  return {
    id: domain.id,
    host: domain.host,
    verified: Boolean(domain.verified_at),
    verified_at: domain.verified_at ? new Date(domain.verified_at).toISOString() : null,
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

export async function listDomains(user: User, projectId: number): Promise<DomainRecord[]> {
  const project = await ownedSite(user, projectId);
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

export async function addDomain(ctx: AppContext, user: User, projectId: number, input: string): Promise<DomainRecord> {
  const project = await ownedSite(user, projectId);
  const host = await connectableHost(ctx, input);
  if (await ProjectDomain.findOne({ attributes: ['id'], where: { host } })) throw InvalidError.field('host', DOMAIN_MESSAGES.taken);
  try {
    const domain = await ProjectDomain.create({ project_id: project.id, host, token: randomBytes(16).toString('hex') });
    return serializeDomain(domain);
  } catch (error) {
    // Two owners connecting the same host at once: the unique key lets one win.
    if (error instanceof UniqueConstraintError) throw InvalidError.field('host', DOMAIN_MESSAGES.taken);
    throw error;
  }
}

async function domainCheckOptions(): Promise<DomainCheckOptions> {
  const servers = await getSetting('publishing.dns_servers');
  return { dnsServers: Array.isArray(servers) ? servers.filter((server) => typeof server === 'string') : [], httpPort: Number(await getSetting('publishing.http_check_port')) || 80 };
}

/**
 * Looks for the TXT record, then the token file. Either one verifies the domain for good; when
 * neither says the token the domain stays unverified and carries the reason in last_error.
 */
export async function verifyDomain(ctx: AppContext, user: User, projectId: number, domainId: number): Promise<DomainRecord> {
  const domain = await ownedDomain(user, projectId, domainId);
  if (domain.verified_at) return serializeDomain(domain);
  const options = await domainCheckOptions();
  const verified = (await hasVerificationRecord(domain.host, domain.token, options)) || (await hasVerificationFile(domain.host, domain.token, options));
  const now = ctx.now();
  await domain.update({
    last_checked_at: now,
    verified_at: verified ? now : null,
    last_error: verified ? null : DOMAIN_MESSAGES.notVerified(domain.host, domain.token),
  });
  if (verified) forgetSiteHost(domain.host);
  return serializeDomain(domain);
}

export async function removeDomain(user: User, projectId: number, domainId: number): Promise<void> {
  const domain = await ownedDomain(user, projectId, domainId);
  await domain.destroy();
  forgetSiteHost(domain.host);
}

/** The host, when this install serves it as a site (see servesSiteHost); NotFoundError otherwise. */
export async function checkServedHost(ctx: AppContext, host: string): Promise<string> {
  if (!(await servesSiteHost(ctx, host))) throw new NotFoundError(DOMAIN_MESSAGES.notServed);
  return host;
}
