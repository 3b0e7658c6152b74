import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface SiteResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * GETs a path of a published site by its URL. Node does not resolve `*.localhost`, so the request
 * goes to 127.0.0.1 on the URL's port with the site's host in the Host header, as a browser sends it.
 */
export function fetchSite(siteUrl: string, path = '/'): Promise<SiteResponse> {
  const url = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: url.port, path, headers: { host: url.host, 'accept-encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Writes `files` (path relative to `root` → content) and returns `root`. */
export function writeTree(root: string, files: Record<string, string>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  mkdirSync(root, { recursive: true });
  return root;
}

/**
 * The site's answer once `accept` holds, read again for up to 5 s: a server remembers which deploy
 * a host serves for a few seconds, so a switch shows within that window, not at once.
 */
export async function fetchSiteWhen(siteUrl: string, accept: (response: SiteResponse) => boolean, path = '/'): Promise<SiteResponse> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await fetchSite(siteUrl, path);
    if (accept(response) || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
