import { DEPLOY_HOST_SEPARATOR } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { sitesTemplate } from './site-urls.ts';

// Which site a Host header names. Published sites live on hosts built from the published_sites_url
// template ({slug} in the host name): `{slug}` is the live site, `{slug}--{label}` one deploy
// (its random label, deploy-labels.ts).
// Ports are not compared: a proxy in front of the app may forward another port than the one
// visitors use, and a name alone already tells the app from its sites.

/** The parts of the sites host name around the slug ("", ".sites.example.com"). */
export interface SitesHostPattern {
  prefix: string;
  suffix: string;
}

export interface SiteHostMatch {
  slug: string;
  /** A deploy's own host names its label; null is the live site. */
  label: string | null;
}

const SLUG_PLACEHOLDER = 'sitewright-slug-placeholder';
// Any label after the separator is the sites host's to answer (404 when no deploy has it).
const SITE_LABEL = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:${DEPLOY_HOST_SEPARATOR}([a-z0-9]+))?$`);

/** The host name of a Host header: lower-case, without port or trailing dot; null when there is none. */
export function hostnameOf(header: string | undefined): string | null {
  const host = header?.trim().toLowerCase();
  if (!host) return null;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.replace(/\.$/, '') || null;
}

/** Where the slug sits in the template's host name; null when the template has no slug there. */
export function sitesHostPattern(template: string): SitesHostPattern | null {
  let hostname: string;
  try {
    hostname = new URL(template.replaceAll('{slug}', SLUG_PLACEHOLDER)).hostname;
  } catch {
    return null;
  }
  const at = hostname.indexOf(SLUG_PLACEHOLDER);
  if (at < 0) return null;
  return { prefix: hostname.slice(0, at), suffix: hostname.slice(at + SLUG_PLACEHOLDER.length) };
}

/** The slug (and deploy label) a host name carries under the pattern, or null when it is no site host. */
export function matchSiteHost(pattern: SitesHostPattern, hostname: string): SiteHostMatch | null {
  if (hostname.length <= pattern.prefix.length + pattern.suffix.length) return null;
  if (!hostname.startsWith(pattern.prefix) || !hostname.endsWith(pattern.suffix)) return null;
  const label = hostname.slice(pattern.prefix.length, hostname.length - pattern.suffix.length);
  const match = SITE_LABEL.exec(label);
  if (!match) return null;
  return { slug: match[1], label: match[2] ?? null };
}

/** The host name of a site (or of one of its deploys) under the pattern. */
export function siteHostname(pattern: SitesHostPattern, slug: string, label: string | null = null): string {
  return `${pattern.prefix}${slug}${label === null ? '' : `${DEPLOY_HOST_SEPARATOR}${label}`}${pattern.suffix}`;
}

/** The host name of the sites domain itself ("sites.example.com"), under which no custom domain may be connected. */
export function sitesBaseHost(pattern: SitesHostPattern): string {
  return pattern.suffix.replace(/^[.-]+/, '');
}

/** The host pattern of the sites template in force (the setting, or the *.localhost default). */
export async function currentSitesHostPattern(ctx: AppContext): Promise<SitesHostPattern | null> {
  return sitesHostPattern(await sitesTemplate(ctx));
}

export function appHostname(ctx: AppContext): string {
  return new URL(ctx.config.appUrl).hostname;
}
