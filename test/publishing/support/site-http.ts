import { createHash } from 'node:crypto';
import http from 'node:http';
import type { TestApp } from '../../helpers/app.ts';

export interface SiteResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request to a server on 127.0.0.1, naming the site in Host exactly as given. */
export function loopbackRequest(port: number, host: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<SiteResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host, ...options.headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * A request to the listening app under a Host of our choosing: Node's resolver does not send
 * *.localhost to loopback as browsers do, so tests connect to 127.0.0.1 and name the site in Host.
 */
export function siteRequest(app: TestApp, host: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<SiteResponse> {
  const port = Number(app.server.info.port);
  return loopbackRequest(port, `${host}:${port}`, path, options);
}

/** The live site's host of a project slug under the default `{slug}.localhost` template, or a deploy's own (`{slug}--{label}`). */
export function siteHost(slug: string, label?: string): string {
  return label === undefined ? `${slug}.localhost` : `${slug}--${label}.localhost`;
}

/** A builder-style asset path: named by the first 10 hex digits of its content's SHA-256. */
export function hashedName(name: string, extension: string, body: string | Buffer): string {
  return `assets/${name}.${createHash('sha256').update(body).digest('hex').slice(0, 10)}.${extension}`;
}
