// Reads the text of a chat-completions answer, whichever way it comes: server-sent events of
// `chat.completion.chunk`s (what `stream: true` asks for) or one `chat.completion` (servers that
// ignore `stream`). Stalls are the caller's: its abort signal ends a read that waits too long.
import { at, errorMessage, quoteEndpoint } from './endpoint-text.ts';
import { AiProviderError } from './errors.ts';

const NOT_A_COMPLETION = 'The AI endpoint answered with something that is not a chat completion; check AI_BASE_URL (it usually ends in /v1).';

/** The SSE protocol as OpenAI-compatible servers use it: `data:` lines, a blank line ends an event. */
class CompletionEvents {
  content = '';
  /** After `data: [DONE]`: a server may keep the connection open, so the reader stops there. */
  done = false;
  private buffer = '';
  private data: string[] = [];

  constructor(private readonly apiKey: string) {}

  push(chunk: string): void {
    const lines = (this.buffer + chunk).split('\n');
    this.buffer = lines.pop() ?? '';
    for (const line of lines) this.line(line.replace(/\r$/, ''));
  }

  end(): void {
    if (this.buffer) this.line(this.buffer);
    this.line('');
  }

  private line(line: string): void {
    if (this.done) return;
    if (line === '') {
      if (this.data.length > 0) this.dispatch(this.data.join('\n'));
      this.data = [];
    } else if (line.startsWith('data:')) {
      this.data.push(line.slice(5).replace(/^ /, ''));
    }
  }

  private dispatch(data: string): void {
    if (data.trim() === '[DONE]') {
      this.done = true;
      return;
    }
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      throw new AiProviderError('bad-request', NOT_A_COMPLETION);
    }
    const failure = errorMessage(event);
    if (failure !== undefined) throw new AiProviderError('unavailable', `The AI endpoint failed while answering: ${quoteEndpoint(failure, this.apiKey)}`);
    const delta = at(event, 'choices', 0, 'delta', 'content');
    if (typeof delta === 'string') this.content += delta;
  }
}

function completionContent(body: string, apiKey: string): string {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new AiProviderError('bad-request', NOT_A_COMPLETION);
  }
  const failure = errorMessage(value);
  if (failure !== undefined) throw new AiProviderError('unavailable', `The AI endpoint failed while answering: ${quoteEndpoint(failure, apiKey)}`);
  const content = at(value, 'choices', 0, 'message', 'content');
  if (typeof content === 'string') return content;
  const refusal = at(value, 'choices', 0, 'message', 'refusal');
  if (typeof refusal === 'string') throw new AiProviderError('invalid-output', `The model refused to write the site: ${quoteEndpoint(refusal, apiKey)}`);
  throw new AiProviderError('bad-request', NOT_A_COMPLETION);
}

/** Whether a body is an event stream, once its first character is in; a completion is one object. */
function isEventStream(start: string): boolean | undefined {
  const text = start.trimStart();
  return text ? !text.startsWith('{') : undefined;
}

export interface ReadOptions {
  /** Kept out of any words quoted from the endpoint. */
  apiKey: string;
  /** Called with the answer so far, and its length, as streamed pieces arrive. */
  onReceived: (characters: number, content: string) => void;
}

/** The answer's text. */
export async function readCompletion(response: Response, { apiKey, onReceived }: ReadOptions): Promise<string> {
  if (!response.body) return completionContent('', apiKey);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events = new CompletionEvents(apiKey);
  // Decided by the body, not the content type: some servers stream as text/plain, and a stream may
  // open with a comment line.
  let streamed: boolean | undefined;
  let held = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    held += value;
    streamed ??= isEventStream(held);
    if (!streamed) continue;
    const before = events.content.length;
    events.push(held);
    held = '';
    if (events.content.length !== before) onReceived(events.content.length, events.content);
    if (events.done) {
      await reader.cancel();
      return events.content;
    }
  }
  if (!streamed) return completionContent(held, apiKey);
  events.end();
  return events.content;
}
