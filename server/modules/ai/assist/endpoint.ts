import { ASSIST_MESSAGES } from '../../../../common/ai/assist.ts';
import type { AppContext } from '../../../context.ts';
import { throttle } from '../../auth/throttle.ts';
import type { User } from '../../users/models.ts';
import { aiEndpoint } from '../endpoint-settings.ts';
import { AiProviderError } from '../providers/errors.ts';
import type { ChatEndpoint } from '../providers/openai.ts';

// What the three tools share: a per-user rate limit (each call may cost a model request), and
// the endpoint when one is configured with the built-in rules as the fallback, so a failing
// endpoint never leaves the editor without an answer.

const REQUESTS_PER_MINUTE = 30;

export function throttleAssist(user: User): Promise<void> {
  return throttle(`ai-assist:${user.id}`, REQUESTS_PER_MINUTE, 60, ASSIST_MESSAGES.tooMany);
}

export interface Answered<T> {
  value: T;
  notice: string | null;
}

export async function withEndpoint<T>(ctx: AppContext, offline: () => Answered<T>, online: (endpoint: ChatEndpoint) => Promise<T>): Promise<Answered<T>> {
  const endpoint = await aiEndpoint(ctx);
  if (!endpoint) return offline();
  try {
    return { value: await online(endpoint), notice: null };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    ctx.logger.warn({ kind: error.kind, message: error.message }, 'the AI endpoint failed; the built-in rules answered');
    return { value: offline().value, notice: ASSIST_MESSAGES.fallback(error.message.replace(/\.$/, '')) };
  }
}

/** A model's plain-text answer as text: no think block, quotes or label around it, one paragraph per line. */
export function plainAnswer(content: string): string {
  return content
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .replace(/<[^>]*>/g, '')
    .trim()
    .replace(/^(?:rewritten text|alt text|answer)\s*:\s*/i, '')
    .replace(/^(["'\u201c\u201e\u00ab])([\s\S]*)(["'\u201d\u00bb])$/, '$2')
    .trim();
}
