// A site plan from any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp,
// vLLM, LM Studio, …) over plain fetch: what these servers share is the wire format, not an SDK.
// Strict JSON Schema output where the server supports it, json_object where it does not, and one
// repair round for an answer that is not a valid plan, one more for a plan in the wrong language.
// Pages are reported as they stream in.
import { defaultTimeoutSeconds } from '../../../../common/ai/settings.ts';
import { MAX_PROMPT_LENGTH, type PlanLanguage, type SitePlan } from '../../../../common/ai/site-plan.ts';
import type { GenerationStyle } from '../../../../common/ai/generations.ts';
import { SITE_PLAN_JSON_SCHEMA } from '../plan-schema.ts';
import { readCompletion } from './chat-completion.ts';
import { quoteEndpoint } from './endpoint-text.ts';
import { AiProviderError } from './errors.ts';
import { readPlanAnswer } from './plan-answer.ts';
import { PlanPageScanner, type StreamedPage } from './plan-pages.ts';
import type { SiteFacts } from '../composer/facts/types.ts';
import { writtenInEnglishInstead } from './plan-language.ts';
import { languagePrompt, planSystemPrompt, repairPrompt } from './plan-prompt.ts';

export interface ChatEndpoint {
  /** Up to the version, e.g. `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  /** Sent as a Bearer token when set. */
  apiKey: string;
  model: string;
  /**
   * How long one answer may take, from the request to the stream's end (a repair round gets as
   * long again); the default for the host when absent (common/ai/settings.ts).
   */
  timeoutMs?: number;
}

export interface PlanProgress {
  stage: 'request' | 'streaming' | 'retry';
  /** Characters of the answer received so far (streaming). */
  received?: number;
}

export interface ChatPlanRequest {
  prompt: string;
  pages: number;
  language?: PlanLanguage;
  style?: GenerationStyle;
  /** What the user stated, listed in the system prompt for the plan to keep. */
  facts?: SiteFacts;
  signal?: AbortSignal;
  onProgress?: (event: PlanProgress) => void;
  /**
   * Each page of the answer as soon as it is complete and valid on its own; index 0 again when a
   * repair round starts over. The plan the call resolves with is what counts.
   */
  onPage?: (event: StreamedPage) => void;
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
type OutputMode = 'json_schema' | 'json_object';

interface Exchange {
  endpoint: ChatEndpoint;
  request: ChatPlanRequest;
  timeoutMs: number;
  /** json_schema until the server refuses it; then json_object for the rest of the call. */
  mode: OutputMode;
}

/**
 * Asks the endpoint for a site plan. Rejects with AiProviderError, or with the caller's abort
 * reason when the caller's signal ends it.
 */
export async function generatePlanWithChat(endpoint: ChatEndpoint, request: ChatPlanRequest): Promise<SitePlan> {
  const timeoutMs = endpoint.timeoutMs ?? defaultTimeoutSeconds(endpoint.baseUrl) * 1000;
  return converse({ endpoint, request, timeoutMs, mode: 'json_schema' });
}

async function converse(exchange: Exchange): Promise<SitePlan> {
  const { request } = exchange;
  const messages: ChatMessage[] = [
    { role: 'system', content: planSystemPrompt({ pages: request.pages, language: request.language, style: request.style, facts: request.facts }) },
    { role: 'user', content: request.prompt.slice(0, MAX_PROMPT_LENGTH) },
  ];
  for (let repaired = false; ; repaired = true) {
    const content = await complete(exchange, messages);
    const answer = readPlanAnswer(content, request.language);
    if ('plan' in answer) return repaired ? answer.plan : inSiteLanguage(exchange, [...messages, { role: 'assistant', content }], answer.plan);
    if (repaired) throw new AiProviderError('invalid-output', `The AI endpoint answered with output that is not a valid site plan: ${answer.errors[0]}.`);
    request.onProgress?.({ stage: 'retry' });
    messages.push({ role: 'assistant', content }, { role: 'user', content: repairPrompt(answer.errors) });
  }
}

/**
 * A plan written largely in English for a site in another language is asked for once more (small
 * models drift into the system prompt's language); the first stands when the second is no plan.
 */
async function inSiteLanguage(exchange: Exchange, messages: ChatMessage[], plan: SitePlan): Promise<SitePlan> {
  if (!writtenInEnglishInstead(plan)) return plan;
  exchange.request.onProgress?.({ stage: 'retry' });
  try {
    const answer = readPlanAnswer(await complete(exchange, [...messages, { role: 'user', content: languagePrompt(plan.language) }]), exchange.request.language);
    return 'plan' in answer ? answer.plan : plan;
  } catch (error) {
    if (error instanceof AiProviderError) return plan;
    throw error;
  }
}

/** One answer, within the time limit. */
async function complete(exchange: Exchange, messages: ChatMessage[]): Promise<string> {
  const { request, timeoutMs } = exchange;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    return await answer(exchange, messages, signal);
  } catch (error) {
    // Both signals end the same fetch the same way; which one fired says what happened.
    if (request.signal?.aborted) throw request.signal.reason;
    if (timeout.aborted) throw new AiProviderError('timeout', `The AI endpoint did not answer within ${seconds(timeoutMs)}.`);
    throw error;
  }
}

/**
 * What refusing json_schema looks like: vLLM and newer llama.cpp servers answer 400, older
 * llama.cpp servers 500 ("response_format type must be one of "text" or "json_object"").
 */
function refusesJsonSchema(status: number, body: string): boolean {
  return (status === 400 || status === 500) && /response_format|json_schema/i.test(body);
}

async function answer(exchange: Exchange, messages: ChatMessage[], signal: AbortSignal): Promise<string> {
  const { request } = exchange;
  request.onProgress?.({ stage: 'request' });
  let response = await post(exchange, messages, signal);
  if (!response.ok && exchange.mode === 'json_schema') {
    const body = await response.text();
    if (!refusesJsonSchema(response.status, body)) throw statusError(exchange.endpoint, response, body);
    // These servers take json_object; the prompt carries the shape for them.
    exchange.mode = 'json_object';
    request.onProgress?.({ stage: 'retry' });
    response = await post(exchange, messages, signal);
  }
  if (!response.ok) throw statusError(exchange.endpoint, response, await response.text());
  const pages = new PlanPageScanner();
  return readCompletion(response, {
    apiKey: exchange.endpoint.apiKey,
    onReceived: (received, content) => {
      request.onProgress?.({ stage: 'streaming', received });
      if (request.onPage) for (const page of pages.read(content)) request.onPage(page);
    },
  });
}

async function post({ endpoint, mode }: Exchange, messages: ChatMessage[], signal: AbortSignal): Promise<Response> {
  const responseFormat =
    mode === 'json_schema' ? { type: 'json_schema', json_schema: { name: 'site_plan', strict: true, schema: SITE_PLAN_JSON_SCHEMA } } : { type: 'json_object' };
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  try {
    return await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: endpoint.model, messages, response_format: responseFormat, stream: true }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AiProviderError('unavailable', `Could not reach the AI endpoint at ${origin(endpoint.baseUrl)}: ${networkReason(error)}.`, { cause: error });
  }
}

export function statusError(endpoint: ChatEndpoint, response: Response, body: string): AiProviderError {
  const { status } = response;
  const quoted = quoteEndpoint(body, endpoint.apiKey);
  if (status === 401 || status === 403) {
    const message = endpoint.apiKey ? `The AI endpoint refused the API key (${status}).` : `The AI endpoint wants an API key (${status}); set AI_API_KEY.`;
    return new AiProviderError('auth', message, { status });
  }
  if (status === 429) {
    const wait = retryAfterSeconds(response.headers.get('retry-after'));
    const when = wait === undefined ? 'later' : `in ${seconds(wait * 1000)}`;
    return new AiProviderError('rate-limited', `The AI endpoint is rate-limiting requests (429); try again ${when}.`, { status, retryAfterSeconds: wait });
  }
  if (status === 404) return new AiProviderError('bad-request', `The AI endpoint answered 404 (check AI_BASE_URL and AI_MODEL): ${quoted}`, { status });
  if (status >= 400 && status < 500) return new AiProviderError('bad-request', `The AI endpoint refused the request (${status}): ${quoted}`, { status });
  return new AiProviderError('unavailable', `The AI endpoint answered ${status}: ${quoted}`, { status });
}

/** Retry-After is either seconds or an HTTP date. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

// Only scheme, host and port: a base URL may carry credentials in its user part or query.
export function origin(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return 'the configured AI_BASE_URL';
  }
}

export function networkReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

export function seconds(ms: number): string {
  const value = Math.round(ms / 100) / 10;
  return `${value} ${value === 1 ? 'second' : 'seconds'}`;
}
