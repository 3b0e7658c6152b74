import type { Readable } from 'node:stream';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';

// Server-sent event streams (a generation's progress, the unread notification count): how an event
// is written and how the response carrying them is sent.

/** One server-sent event: the event name and its JSON, each data line prefixed as the format wants. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The response for a stream of events, never cached. */
export function sseResponse(h: ResponseToolkit, stream: Readable): ResponseObject {
  return h
    .response(stream)
    .type('text/event-stream')
    .header('cache-control', 'no-cache, no-transform')
    // Written as they come: no compression buffering here, none by a proxy in front.
    .header('content-encoding', 'identity')
    .header('x-accel-buffering', 'no');
}
