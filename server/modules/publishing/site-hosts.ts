import { DEPLOY_HOST_SEPARATOR } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { sitesTemplate } from './site-urls.ts';

// Which site a Host header names. Published sites live on hosts built from the published_sites_url
// template ({slug} in the host name): `{slug}` is the live site, `{slug}--{number}` one deploy.
// Ports are not compared: a proxy in front of the app may forward another port than the one
// visitors use, and a name alone already tells the app from its sites.

/** The parts of the sites host name around the slug ("", ".sites.example.com"). */
export interface SitesHostPattern {
  prefix: string;
  suffix: string;
}

export interface SiteHostMatch {
  slug: string;
  /** A deploy's own host names its number; null is the live site. */
  number: number | null;
}

const SLUG_PLACEHOLDER = 'sitewright-slug-placeholder';
const SITE_LABEL = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:${DEPLOY_HOST_SEPARATOR}([1-9][0-9]{0,8}))?$`);

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

/** The slug (and deploy number) a host name carries under the pattern, or null when it is no site host. */
export function matchSiteHost(pattern: SitesHostPattern, hostname: string): SiteHostMatch | null {
  if (hostname.length <= pattern.prefix.length + pattern.suffix.length) return null;
  if (!hostname.startsWith(pattern.prefix) || !hostname.endsWith(pattern.suffix)) return null;
  const label = hostname.slice(pattern.prefix.length, hostname.length - pattern.suffix.length);
  const match = SITE_LABEL.exec(label);
  if (!match) return null;
  return { slug: match[1], number: match[2] ? Number(match[2]) : null };
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
