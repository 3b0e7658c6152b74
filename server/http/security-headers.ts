import type { Plugin } from '@hapi/hapi';
import type { Config } from '../../config/index.ts';
import type { SettingsMap } from '../modules/settings/defaults.ts';
import { effectiveDriverName, s3EndpointOrigins } from '../storage/index.ts';

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

/** The web app's policy: no inline or foreign scripts; bootstrap data travels as inert JSON. */
export function appContentSecurityPolicy(connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const APP_CONTENT_SECURITY_POLICY = appContentSecurityPolicy();

/**
 * The policy for this install: with direct uploads on and a disk in S3, the browser PUTs to
 * presigned bucket URLs, so the bucket's origin joins connect-src.
 */
export function appContentSecurityPolicyFor(config: Config, settings: SettingsMap): string {
  const direct = settings['uploads.s3_direct_upload'] && (['public', 'uploads'] as const).some((disk) => effectiveDriverName(disk, config, settings) === 's3');
  return appContentSecurityPolicy(direct ? s3EndpointOrigins(config) : []);
}
