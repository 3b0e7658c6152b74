import type { Plugin } from '@hapi/hapi';

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
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');
