import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  url: string;
  /** Bytes the clients sent towards the target so far. */
  bytesUp(): number;
  /** bytesUp() when the connections were cut, or null before. */
  bytesAtCut(): number | null;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay in front of a server. With cutAfterBytes it destroys every open
 * connection once that many bytes have gone up (once), the way a dropped network would; new
 * connections after the cut pass normally, so a client can resume.
 */
export async function startTcpProxy(target: { host: string; port: number }, options: { cutAfterBytes?: number } = {}): Promise<TcpProxy> {
  let up = 0;
  let cutAt: number | null = null;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      up += chunk.length;
      if (options.cutAfterBytes !== undefined && cutAt === null && up >= options.cutAfterBytes) {
        cutAt = up;
        for (const socket of [...open]) socket.destroy();
        return;
      }
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    });
    client.on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    bytesUp: () => up,
    bytesAtCut: () => cutAt,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
