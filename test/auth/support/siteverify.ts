import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const RECAPTCHA_SECRET = 'test-recaptcha-secret';
export const HUMAN_TOKEN = 'token-from-a-human';

export interface SiteverifyStandIn {
  url: string;
  /** The form fields of every verification request received. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

/**
 * Speaks Google's siteverify wire format on loopback: POST form fields secret and response,
 * answer {success, error-codes}. Like Google, it accepts a token only once.
 */
export async function startSiteverify(): Promise<SiteverifyStandIn> {
  const requests: Record<string, string>[] = [];
  const used = new Set<string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push(form);
      const errors: string[] = [];
      if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) errors.push('bad-request');
      if (form.secret !== RECAPTCHA_SECRET) errors.push('invalid-input-secret');
      if (form.response !== HUMAN_TOKEN) errors.push('invalid-input-response');
      else if (used.has(form.response)) errors.push('timeout-or-duplicate');
      if (errors.length === 0) used.add(form.response);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(errors.length ? { success: false, 'error-codes': errors } : { success: true, hostname: 'localhost' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
