import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  url: string;
  /** Bytes the clients sent towards the target so far. */
  bytesUp(): number;
  /** bytesUp() when the connections were cut, or null before. */
  bytesAtCut(): number | null;
  /** How many times connections were cut so far: 0, or 1 once the cut came. */
  cuts(): number;
  close(): Promise<void>;
}

export interface TcpProxyOptions {
  /** Destroys every open connection once this many bytes have gone up. */
  cutAfterBytes?: number;
  /**
   * Drops the connection the moment the server starts answering a request whose head begins so
   * (say "POST /api/v1/ai/generations "): the server has done the work and sent its answer, the
   * client never gets it.
   */
  cutAnswerTo?: string;
}

/** Writes `chunk` on, holding `from` back while `to` is full. */
function forward(from: Socket, to: Socket, chunk: Buffer): void {
  if (!to.write(chunk)) {
    from.pause();
    to.once('drain', () => from.resume());
  }
}

/**
 * A loopback TCP relay in front of a server that cuts connections once, the way a network fails
 * at the worst moment (see TcpProxyOptions); new connections after the cut pass normally, so a
 * client can resume or retry.
 */
export async function startTcpProxy(target: { host: string; port: number }, options: TcpProxyOptions = {}): Promise<TcpProxy> {
  let up = 0;
  let cutAt: number | null = null;
  const open = new Set<Socket>();
  const cut = (sockets: Socket[]) => {
    cutAt = up;
    for (const socket of sockets) socket.destroy();
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    open.add(client).add(upstream);
    // Set once the request whose answer is cut went up this connection; HTTP/1.1 answers in order,
    // so the next bytes from the server are its answer.
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
      up += chunk.length;
      if (cutAt === null && options.cutAfterBytes !== undefined && up >= options.cutAfterBytes) return cut([...open]);
      if (cutAt === null && options.cutAnswerTo !== undefined && chunk.toString('latin1').startsWith(options.cutAnswerTo)) armed = true;
      forward(client, upstream, chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (armed && cutAt === null) return cut([client, upstream]);
      forward(upstream, client, chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    bytesUp: () => up,
    bytesAtCut: () => cutAt,
    cuts: () => (cutAt === null ? 0 : 1),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
