import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoggedRequest {
  method: string;
  path: string;
  uploadOffset: string | undefined;
  status: number;
}

export interface LoggingProxy {
  url: string;
  log: LoggedRequest[];
  close(): Promise<void>;
}

/**
 * An HTTP relay in front of the app that records every exchange, so a test can see which
 * protocol the CLI spoke (tus PATCHes, the HEAD of a resume and its offset) without trusting the
 * CLI's own output.
 */
export async function startLoggingProxy(target: string): Promise<LoggingProxy> {
  const upstream = new URL(target);
  const log: LoggedRequest[] = [];
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        log.push({ method: req.method ?? '', path: req.url ?? '', uploadOffset: req.headers['upload-offset'] as string | undefined, status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.on('error', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
