import type { Readable } from 'node:stream';
import { BadRequestError, TooLargeError } from '../../errors.ts';

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

/**
 * Reads a streamed JSON body, refusing it with a 413 as soon as it grows past maxBytes. The rest
 * is read and dropped rather than the socket destroyed, so the client still gets the answer.
 */
export async function readJsonPayload(stream: Readable, maxBytes: number, tooLargeMessage: string): Promise<unknown> {
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.resume();
      reject(new TooLargeError(tooLargeMessage));
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', reject);
  });
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new BadRequestError(INVALID_JSON_MESSAGE, { payload: INVALID_JSON_MESSAGE });
  }
}
