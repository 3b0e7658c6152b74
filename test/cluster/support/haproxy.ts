import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { makeTempDir } from '../../helpers/config.ts';

export const HAPROXY = '/usr/sbin/haproxy';

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's HAProxy in front of `ports`, round robin without stickiness, as an operator would run
 * it: each request may land on another instance. Health checks take a killed instance out of the
 * rotation within a second. They ask bootstrap-data, not /healthz: /healthz probes the bucket
 * with one key per instance, and checks that overlap on one instance race on that key (s3rver
 * then throws ENOENT into the test process).
 */
export async function startHaproxy(port: number, ports: number[]): Promise<Balancer> {
  const dir = makeTempDir('sitewright-haproxy-');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 512',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend app',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk',
      '  http-check send meth GET uri /api/v1/bootstrap-data ver HTTP/1.1 hdr Host 127.0.0.1',
      ...ports.map((instancePort, index) => `  server i${index} 127.0.0.1:${instancePort} check inter 500 fall 1 rise 1`),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}): ${stderr}`);
    const answered = await fetch(`${url}/api/v1/bootstrap-data`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer within 10 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
