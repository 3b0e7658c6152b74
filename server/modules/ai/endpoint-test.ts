import type { AiTestResult } from '../../../common/ai/settings.ts';
import type { AppContext } from '../../context.ts';
import { InvalidError } from '../../errors.ts';
import { endpointFrom, type AiSettingsInput } from './endpoint-settings.ts';
import { AiProviderError } from './providers/errors.ts';
import { completeText } from './providers/text-chat.ts';

/**
 * One short chat completion against the endpoint in the form, with the endpoint's own error as
 * the answer when it fails (unreachable, refused key, unknown model, rate-limited). It waits as
 * long as generation would: a local server loads the model on its first request, which can take
 * longer than the answer.
 */
export async function testAiEndpoint(ctx: AppContext, input: AiSettingsInput): Promise<AiTestResult> {
  if (input.provider === 'composer') throw new InvalidError('The built-in composer needs no test: it runs on this server.', { provider: 'Choose the OpenAI-compatible endpoint to test it.' });
  const endpoint = await endpointFrom(ctx, input);
  const started = performance.now();
  try {
    const reply = await completeText(endpoint, { system: 'You are a connection test.', user: 'Reply with the word OK.', maxTokens: 5 });
    return { model: endpoint.model, latency_ms: Math.round(performance.now() - started), reply: reply.trim().slice(0, 200) };
  } catch (error) {
    if (error instanceof AiProviderError) throw new InvalidError(error.message, { base_url: error.message });
    throw error;
  }
}
