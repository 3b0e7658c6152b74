import { request, type ClientRequest } from 'node:http';

/** Resolves when the request can take more, has been answered or is gone, leaving no listener behind. */
function writable(req: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ['drain', 'response', 'close']) req.off(event, done);
      resolve();
    };
    for (const event of ['drain', 'response', 'close']) req.once(event, done);
  });
}

export interface EarlyAnswer {
  status: number;
  body: string;
  /** Body bytes the socket had accepted when the answer arrived. */
  sentAtAnswer: number;
}

/**
 * Sends a request announcing `total` body bytes and writes them only as fast as the server reads
 * (backpressure), stopping as soon as it answers. A server that refuses before reading answers
 * with most of the body never sent; one that reads first would only answer after all of it.
 */
export async function streamUntilAnswered(
  url: string,
  options: { method?: string; headers?: Record<string, string>; total: number; preamble?: Buffer },
): Promise<EarlyAnswer> {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const req = request(url, { method: options.method ?? 'POST', headers: { ...options.headers, 'content-length': String(options.total) } });
  let sent = 0;
  let answered = false;
  const answer = new Promise<EarlyAnswer>((resolve, reject) => {
    req.once('error', (error) => {
      // The server may close the connection right after answering; the answer already counts.
      if (!answered) reject(error);
    });
    req.once('response', (response) => {
      answered = true;
      const sentAtAnswer = sent;
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sentAtAnswer }));
      response.once('error', reject);
    });
  });
  const writing = (async () => {
    if (options.preamble) {
      req.write(options.preamble);
      sent += options.preamble.length;
    }
    while (!answered && sent < options.total) {
      const piece = chunk.subarray(0, Math.min(chunk.length, options.total - sent));
      sent += piece.length;
      if (!req.write(piece)) await writable(req);
    }
  })().catch(() => undefined);
  try {
    return await answer;
  } finally {
    answered = true;
    req.destroy();
    await writing;
  }
}

/**
 * tus-js-client retry delays for a client that must resume after a cut connection: it keeps
 * asking until the server has noticed the cut and freed the upload's lock, which under load takes
 * as long as it takes. Only the test's own timeout ends the wait, never a fixed retry budget.
 */
export const RETRY_UNTIL_RESUMED_MS: number[] = Array.from({ length: 400 }, (_, i) => (i === 0 ? 0 : 100));
