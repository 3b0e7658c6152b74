import { GENERATION_MESSAGES, type GenerationProvider, type GenerationStyle } from '../../../common/ai/generations.ts';
import type { PlanLanguage, SitePlan } from '../../../common/ai/site-plan.ts';
import type { AppContext } from '../../context.ts';
import { composeSitePlan } from './composer/compose.ts';
import { aiEndpoint } from './endpoint-settings.ts';
import { AiProviderError } from './providers/errors.ts';
import { generatePlanWithChat } from './providers/openai.ts';

export interface PlanRequest {
  prompt: string;
  pages: number;
  language: PlanLanguage | null;
  style: GenerationStyle | null;
  seed: number;
  signal?: AbortSignal;
}

export interface PlannedSite {
  plan: SitePlan;
  provider: GenerationProvider;
  /** Why the composer wrote the plan although an endpoint is configured. */
  notice: string | null;
}

/**
 * The site plan for a prompt: from the OpenAI-compatible endpoint when one is configured (admin AI
 * settings, else AI_BASE_URL), else from the offline composer. An endpoint that fails (down, slow, rate-limited, garbage) still gives
 * the user a site: the composer's, with a notice saying what went wrong. Cancelling is not a
 * failure: it ends the generation.
 */
export async function planSite(ctx: AppContext, request: PlanRequest): Promise<PlannedSite> {
  const composed = (): SitePlan =>
    composeSitePlan({ prompt: request.prompt, pages: request.pages, language: request.language ?? undefined, style: request.style ?? undefined, seed: request.seed });
  const endpoint = await aiEndpoint(ctx);
  if (!endpoint) return { plan: composed(), provider: 'composer', notice: null };
  try {
    const plan = await generatePlanWithChat(endpoint, { prompt: request.prompt, pages: request.pages, language: request.language ?? undefined, style: request.style ?? undefined, signal: request.signal });
    return { plan, provider: 'openai', notice: null };
  } catch (error) {
    if (request.signal?.aborted || !(error instanceof AiProviderError)) throw error;
    ctx.logger.warn({ kind: error.kind, message: error.message }, 'the AI endpoint failed; the composer wrote the site');
    return { plan: composed(), provider: 'composer', notice: GENERATION_MESSAGES.fallback(error.message.replace(/\.$/, '')) };
  }
}
