import type { Socket } from 'node:net';
import type { Plugin } from '@hapi/hapi';
import type { Logger } from 'pino';

/** Socket errors that only say the client went away: routine on any busy server, never an error line. */
const DISCONNECT_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ETIMEDOUT', 'ERR_STREAM_PREMATURE_CLOSE']);

/** The answers Node itself gives when no one handles a client error (node:_http_server). */
const TOO_LARGE_RESPONSES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n',
};

interface ClientError extends Error {
  code?: string;
}

/** What a log line may say about a client error: its code and reason, never the bytes the client sent. */
export function describeClientError(error: ClientError, socket: Socket): { level: 'debug' | 'info'; fields: Record<string, unknown>; message: string } {
  const code = error.code ?? (error.message === 'aborted' ? 'ECONNABORTED' : 'UNKNOWN');
  const fields = { code, reason: typeof error.message === 'string' ? error.message.slice(0, 200) : undefined, remoteAddress: socket.remoteAddress };
  if (DISCONNECT_CODES.has(code)) return { level: 'debug', fields, message: 'client disconnected' };
  return { level: 'info', fields, message: 'malformed request refused' };
}

/**
 * Client errors (a packet Node's HTTP parser refuses, a connection reset): hapi answers them with a
 * bare 400 and closes the socket. This plugin logs them itself, as one plain line at a level that
 * fits (so hapi-pino is told to skip hapi's `client` log events, whose error carries the raw
 * packet), and answers an oversized header block with 431 as Node would, instead of hapi's 400.
 * Registered first among listeners, it runs before hapi's own; hapi then sees the socket closed
 * and only destroys it.
 */
export const clientErrors: Plugin<{ logger: Logger }> = {
  name: 'sitewright-client-errors',
  register(server, { logger }) {
    server.listener.prependListener('clientError', (error: ClientError, socket: Socket) => {
      const { level, fields, message } = describeClientError(error, socket);
      logger[level](fields, message);
      const tooLarge = error.code ? TOO_LARGE_RESPONSES[error.code] : undefined;
      if (tooLarge && socket.writable && socket.bytesWritten === 0) {
        socket.write(tooLarge);
        socket.destroy();
      }
    });
  },
};
