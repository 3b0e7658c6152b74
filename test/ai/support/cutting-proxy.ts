import { connect, createServer, type Socket } from 'node:net';

export interface CuttingProxy {
  url: string;
  /** How many connections were cut so far. */
  cuts(): number;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay in front of an HTTP server that drops the connection the first time the
 * server starts answering a request whose head begins with `requestStart` (say
 * "POST /api/v1/ai/generations "): the server has done the work and sent its answer, the client
 * never gets it, as when a network fails at the worst moment. Later connections pass untouched.
 */
export async function startCuttingProxy(target: { host: string; port: number }, requestStart: string): Promise<CuttingProxy> {
  let cuts = 0;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    open.add(client).add(upstream);
    // Set once the request to cut went up this connection; HTTP/1.1 answers in order, so the next
    // bytes from the server are its answer.
    let armed = false;
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.on('data', (chunk: Buffer) => {
      if (cuts === 0 && chunk.toString('latin1').startsWith(requestStart)) armed = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (armed && cuts === 0) {
        cuts += 1;
        forget();
        return;
      }
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
