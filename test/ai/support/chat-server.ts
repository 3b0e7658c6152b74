import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedChatRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * Whose server this stands in for. Each speaks the chat-completions format with its own accent:
 * Ollama's OpenAI-compatible endpoint repeats the role in every chunk and words errors its way;
 * the llama.cpp server (llama-server) opens with a null content, ends with `timings`, and its
 * errors carry their code.
 */
export type ChatDialect = 'openai' | 'ollama' | 'llama.cpp';

/**
 * How the server takes `response_format: {type: 'json_schema'}`: enforced; ignored, the model
 * writing freely (Ollama before structured outputs); or refused with a 500 (llama.cpp servers
 * that knew only "text" and "json_object").
 */
export type JsonSchemaSupport = 'supported' | 'ignored' | 'refused';

export interface ChatServerOptions {
  dialect?: ChatDialect;
  jsonSchema?: JsonSchemaSupport;
  /** Ollama only: the models pulled; another name answers 404 as Ollama does. */
  models?: string[];
}

/** One scripted answer; each request takes the next one. */
export type ChatReply =
  | { kind: 'stream'; content: string; chunkSize?: number; holdOpen?: boolean; delayMs?: number }
  | { kind: 'completion'; content: string }
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'stall' };

/** `holdOpen` leaves the connection open after `data: [DONE]`, as some proxies do. */
export const streamed = (content: string, chunkSize = 37, holdOpen = false): ChatReply => ({ kind: 'stream', content, chunkSize, holdOpen });
/** A slow model: a piece of `chunkSize` characters every `delayMs`. */
export const slowlyStreamed = (content: string, chunkSize: number, delayMs: number): ChatReply => ({ kind: 'stream', content, chunkSize, delayMs });
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
const CREATED = 1_700_000_000;

interface Speaker {
  dialect: ChatDialect;
  /** The model the request named. */
  model: string;
}

function chunk({ dialect, model }: Speaker, delta: Record<string, string | null>, finishReason: string | null, last = false): string {
  let event: Record<string, unknown>;
  switch (dialect) {
    case 'ollama':
      // Every chunk names the role; the last one has empty content and the finish reason.
      event = {
        id: 'chatcmpl-472',
        object: 'chat.completion.chunk',
        created: CREATED,
        model,
        system_fingerprint: 'fp_ollama',
        choices: [{ index: 0, delta: { role: 'assistant', content: delta.content ?? '' }, finish_reason: finishReason }],
      };
      break;
    case 'llama.cpp':
      event = {
        choices: [{ finish_reason: finishReason, index: 0, delta }],
        created: CREATED,
        id: 'chatcmpl-Wq8fXyWbJ3oYkKq7u9Zr2Z4v',
        model,
        system_fingerprint: 'b4719-4806498b',
        object: 'chat.completion.chunk',
        ...(last ? { usage: { completion_tokens: 812, prompt_tokens: 1904, total_tokens: 2716 }, timings: LLAMA_TIMINGS } : {}),
      };
      break;
    default:
      event = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: CREATED, model: MODEL, choices: [{ index: 0, delta, finish_reason: finishReason }] };
  }
  return `data: ${JSON.stringify(event)}\n\n`;
}

const LLAMA_TIMINGS = { prompt_n: 1904, prompt_ms: 5120.4, prompt_per_token_ms: 2.69, prompt_per_second: 371.8, predicted_n: 812, predicted_ms: 101_500.2, predicted_per_token_ms: 125.0, predicted_per_second: 8.0 };

/** The opening chunk: OpenAI and llama.cpp announce the role alone (llama.cpp with a null content). */
function opening(speaker: Speaker): Record<string, string | null> {
  return speaker.dialect === 'llama.cpp' ? { role: 'assistant', content: null } : { role: 'assistant', content: '' };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each event goes out in two writes cut at an arbitrary point, so the client has to put lines back
// together; the content pieces themselves cut the JSON anywhere.
async function stream(res: ServerResponse, speaker: Speaker, reply: Extract<ChatReply, { kind: 'stream' }>): Promise<void> {
  const { content, chunkSize = 37, holdOpen = false, delayMs = 0 } = reply;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const events = [chunk(speaker, opening(speaker), null)];
  for (let at = 0; at < content.length; at += chunkSize) events.push(chunk(speaker, { content: content.slice(at, at + chunkSize) }, null));
  events.push(chunk(speaker, {}, 'stop', true), 'data: [DONE]\n\n');
  for (const [index, event] of events.entries()) {
    // The client hung up (cancelled, timed out): nobody is reading any more.
    if (res.destroyed) return;
    if (delayMs && index > 0) await pause(delayMs);
    const cut = Math.floor(event.length / 3);
    res.write(event.slice(0, cut));
    await new Promise((resolve) => setImmediate(resolve));
    res.write(event.slice(cut));
  }
  if (!holdOpen) res.end();
}

function completionBody({ dialect, model }: Speaker, content: string): Record<string, unknown> {
  const body = {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: CREATED,
    model: dialect === 'openai' ? MODEL : model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
  return dialect === 'llama.cpp' ? { ...body, timings: LLAMA_TIMINGS } : body;
}

/** A failure in the dialect's words: OpenAI's and Ollama's `{error: {message, type}}`, llama.cpp's with its code. */
function errorBody(dialect: ChatDialect, status: number, message: string): unknown {
  if (dialect === 'llama.cpp') return { error: { code: status, message, type: status >= 500 ? 'server_error' : 'invalid_request_error' } };
  if (dialect === 'ollama') return { error: { message, type: status >= 500 ? 'api_error' : 'invalid_request_error', param: null, code: null } };
  return { error: { message, type: 'server_error', code: null } };
}

function answer(res: ServerResponse, speaker: Speaker, reply: ChatReply): Promise<void> | void {
  switch (reply.kind) {
    case 'stream':
      return stream(res, speaker, reply);
    case 'completion':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completionBody(speaker, reply.content)));
      return;
    case 'status':
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
      return;
    case 'stall':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk(speaker, { role: 'assistant', content: '{"name": ' }, null));
  }
}

const status = (dialect: ChatDialect, code: number, message: string): ChatReply => ({ kind: 'status', status: code, body: errorBody(dialect, code, message) });

/** What the server answers before any scripted reply is taken: its own refusals. */
function refusal(options: Required<Omit<ChatServerOptions, 'models'>> & Pick<ChatServerOptions, 'models'>, body: Record<string, unknown>): ChatReply | null {
  const model = typeof body.model === 'string' ? body.model : '';
  if (options.dialect === 'ollama' && options.models && !options.models.includes(model)) {
    return status('ollama', 404, `model "${model}" not found, try pulling it first`);
  }
  const format = body.response_format as { type?: string } | undefined;
  if (format?.type === 'json_schema' && options.jsonSchema === 'refused') {
    return status(options.dialect, 500, `response_format type must be one of "text" or "json_object", but got: json_schema`);
  }
  return null;
}

/** Speaks the chat-completions wire format on loopback (POST /v1/chat/completions), as scripted. */
export async function startChatServer(options: ChatServerOptions = {}): Promise<ChatStandIn> {
  const settings = { dialect: options.dialect ?? 'openai', jsonSchema: options.jsonSchema ?? 'supported', models: options.models };
  const requests: RecordedChatRequest[] = [];
  const queue: ChatReply[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (piece) => (body += piece));
    req.on('end', () => {
      const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: parsed });
      const speaker: Speaker = { dialect: settings.dialect, model: typeof parsed.model === 'string' ? parsed.model : MODEL };
      const known = req.method === 'POST' && req.url === '/v1/chat/completions';
      const next = known ? (refusal(settings, parsed) ?? queue.shift()) : status(settings.dialect, 404, 'Not found');
      void answer(res, speaker, next ?? status(settings.dialect, 500, 'The stand-in has no answer scripted for this request'));
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
