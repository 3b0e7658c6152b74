// A short plain-text answer from the OpenAI-compatible endpoint, for the editor's tools: no JSON,
// no schema, one request. Failures are AiProviderErrors worded as the site generation's are.
import { readCompletion } from './chat-completion.ts';
import { AiProviderError } from './errors.ts';
import { networkReason, origin, seconds, statusError, type ChatEndpoint } from './openai.ts';

/** When the endpoint names no limit (the admin's `ai.timeout_seconds` or its default sets one). */
const DEFAULT_TIMEOUT_MS = 20_000;

export interface TextChatRequest {
  system: string;
  user: string;
  /** json_object for an answer that must be one JSON object; plain text otherwise. */
  json?: boolean;
  maxTokens?: number;
}

export async function completeText(endpoint: ChatEndpoint, request: TextChatRequest): Promise<string> {
  const timeoutMs = endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  const body = {
    model: endpoint.model,
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ],
    stream: true,
    ...(request.json ? { response_format: { type: 'json_object' } } : {}),
    ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
  };
  try {
    const response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, { method: 'POST', headers, body: JSON.stringify(body), signal });
    if (!response.ok) throw statusError(endpoint, response, await response.text());
    return await readCompletion(response, { apiKey: endpoint.apiKey, onReceived: () => undefined });
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    if (signal.aborted) throw new AiProviderError('timeout', `The AI endpoint did not answer within ${seconds(timeoutMs)}.`);
    throw new AiProviderError('unavailable', `Could not reach the AI endpoint at ${origin(endpoint.baseUrl)}: ${networkReason(error)}.`, { cause: error });
  }
}
