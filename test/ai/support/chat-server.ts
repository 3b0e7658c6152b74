import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedChatRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** One scripted answer; each request takes the next one. */
export type ChatReply =
  | { kind: 'stream'; content: string; chunkSize?: number; holdOpen?: boolean }
  | { kind: 'completion'; content: string }
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'stall' };

/** `holdOpen` leaves the connection open after `data: [DONE]`, as some proxies do. */
export const streamed = (content: string, chunkSize = 37, holdOpen = false): ChatReply => ({ kind: 'stream', content, chunkSize, holdOpen });
export const completion = (content: string): ChatReply => ({ kind: 'completion', content });
export const failure = (status: number, message: string, headers?: Record<string, string>): ChatReply => ({
  kind: 'status',
  status,
  body: { error: { message, type: 'server_error', code: null } },
  headers,
});
/** What vLLM and older llama.cpp servers say to a json_schema response format. */
export const jsonSchemaRefused = (): ChatReply =>
  failure(400, "Invalid value for 'response_format.type': 'json_schema' is not supported. Supported values are: 'text', 'json_object'.");
export const rateLimited = (retryAfterSeconds: number): ChatReply =>
  failure(429, 'Rate limit reached for requests', { 'retry-after': String(retryAfterSeconds) });
export const unauthorized = (): ChatReply => failure(401, 'Incorrect API key provided.');
/** Headers and a first piece of the stream, then nothing: a server that hangs mid-answer. */
export const stall = (): ChatReply => ({ kind: 'stall' });

export interface ChatStandIn {
  /** Like an OpenAI-compatible base URL: ends in /v1. */
  baseUrl: string;
  requests: RecordedChatRequest[];
  /** Queues answers for the next requests, in order. */
  reply(...replies: ChatReply[]): void;
  close(): Promise<void>;
}

const MODEL = 'stand-in-model';

function chunk(delta: Record<string, string>, finishReason: string | null): string {
  const event = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: MODEL, choices: [{ index: 0, delta, finish_reason: finishReason }] };
  return `data: ${JSON.stringify(event)}\n\n`;
}

// Each event goes out in two writes cut at an arbitrary point, so the client has to put lines back
// together; the content pieces themselves cut the JSON anywhere.
async function stream(res: ServerResponse, content: string, chunkSize: number, holdOpen: boolean): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const events = [chunk({ role: 'assistant', content: '' }, null)];
  for (let at = 0; at < content.length; at += chunkSize) events.push(chunk({ content: content.slice(at, at + chunkSize) }, null));
  events.push(chunk({}, 'stop'), 'data: [DONE]\n\n');
  for (const event of events) {
    // The client hung up (cancelled, timed out): nobody is reading any more.
    if (res.destroyed) return;
    const cut = Math.floor(event.length / 3);
    res.write(event.slice(0, cut));
    await new Promise((resolve) => setImmediate(resolve));
    res.write(event.slice(cut));
  }
  if (!holdOpen) res.end();
}

function answer(res: ServerResponse, reply: ChatReply): Promise<void> | void {
  switch (reply.kind) {
    case 'stream':
      return stream(res, reply.content, reply.chunkSize ?? 37, reply.holdOpen ?? false);
    case 'completion':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: MODEL,
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
        }),
      );
      return;
    case 'status':
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
      return;
    case 'stall':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: '{"name": ' }, null));
  }
}

/** Speaks the chat-completions wire format on loopback (POST /v1/chat/completions), as scripted. */
export async function startChatServer(): Promise<ChatStandIn> {
  const requests: RecordedChatRequest[] = [];
  const queue: ChatReply[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (piece) => (body += piece));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: JSON.parse(body || '{}') as Record<string, unknown> });
      const next = req.method === 'POST' && req.url === '/v1/chat/completions' ? queue.shift() : failure(404, 'Not found');
      void answer(res, next ?? failure(500, 'The stand-in has no answer scripted for this request'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        // A stalled answer never ends by itself.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
