import type { Plugin } from '@hapi/hapi';
import { sitesUrlTemplate } from '../../common/publishing.ts';
import type { Config } from '../../config/index.ts';
import type { SettingsMap } from '../modules/settings/defaults.ts';
import { effectiveDriverName, s3EndpointOrigins, storageSetup } from '../storage/index.ts';

// hapi's route `security` option sets HSTS, X-Frame-Options, nosniff and Referrer-Policy;
// these are the headers it does not cover.
export const securityHeaders: Plugin<void> = {
  name: 'security-headers',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      const headers = 'isBoom' in response && response.isBoom ? response.output.headers : (response as { headers: Record<string, string> }).headers;
      headers['Permissions-Policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
      headers['Cross-Origin-Opener-Policy'] = 'same-origin-allow-popups';
      return h.continue;
    });
  },
};

/**
 * The web app's policy: no inline or foreign scripts; bootstrap data travels as inert JSON.
 * Frames may show the published sites (the dashboard's thumbnails), which live on another origin.
 */
export function appContentSecurityPolicy(connectSources: string[] = [], frameSources: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    ["frame-src 'self' blob:", ...frameSources].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const APP_CONTENT_SECURITY_POLICY = appContentSecurityPolicy();

const SLUG_PLACEHOLDER = 'sitewright-slug';

/**
 * The CSP source that covers every published site of a sites URL template: the host label holding
 * `{slug}` and those left of it become the wildcard (`http://{slug}.localhost:3000` →
 * `http://*.localhost:3000`); a template with the slug in the path is one origin.
 */
export function publishedSitesSource(template: string): string | null {
  let url: URL;
  try {
    url = new URL(template.replaceAll('{slug}', SLUG_PLACEHOLDER));
  } catch {
    return null;
  }
  const labels = url.hostname.split('.');
  const at = labels.findIndex((label) => label.includes(SLUG_PLACEHOLDER));
  if (at < 0) return url.origin;
  return `${url.protocol}//${['*', ...labels.slice(at + 1)].join('.')}${url.port ? `:${url.port}` : ''}`;
}

/**
 * The policy for this install: with direct uploads on and a disk in S3, the browser PUTs to
 * presigned bucket URLs, so the bucket's origin joins connect-src; the published sites' origins
 * join frame-src.
 */
export function appContentSecurityPolicyFor(config: Config, settings: SettingsMap): string {
  const direct = settings['uploads.s3_direct_upload'] && (['public', 'uploads'] as const).some((disk) => effectiveDriverName(disk, config, settings) === 's3');
  const sites = publishedSitesSource(sitesUrlTemplate(settings.published_sites_url, config.appUrl));
  return appContentSecurityPolicy(direct ? s3EndpointOrigins(storageSetup(config, settings).s3) : [], sites ? [sites] : []);
}
