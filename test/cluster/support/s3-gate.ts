import { createServer, request as forwardRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One instance's way to the S3 stand-in: passes every request on, except writes while `holdWrites`
 * is on, which it keeps waiting (never answered) and reports. A job whose upload hangs here is one
 * this instance is running, which is how the cluster test knows which instance to kill.
 */
export interface S3Gate {
  endpoint: string;
  holdWrites(onHeld: () => void): void;
  /** Stops holding; requests held so far are cut (their instance is dead by then). */
  release(): void;
  close(): Promise<void>;
}

export async function startS3Gate(target: string): Promise<S3Gate> {
  const upstream = new URL(target);
  let onHeld: (() => void) | null = null;
  const held: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (onHeld && (req.method === 'PUT' || req.method === 'POST')) {
      held.push(res);
      onHeld();
      return;
    }
    const out = forwardRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const release = () => {
    onHeld = null;
    for (const res of held.splice(0)) res.destroy();
  };
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holdWrites(listener) {
      onHeld = listener;
    },
    release,
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
