import { GENERATION_MESSAGES, type GenerationProvider, type GenerationStyle } from '../../../common/ai/generations.ts';
import type { PlanLanguage, SitePlan } from '../../../common/ai/site-plan.ts';
import type { AppContext } from '../../context.ts';
import { composeSitePlan } from './composer/compose.ts';
import { extractFacts } from './composer/facts/extract.ts';
import type { SiteFacts } from './composer/facts/types.ts';
import { aiEndpoint } from './endpoint-settings.ts';
import { enforceFacts } from './facts-enforce.ts';
import { AiProviderError } from './providers/errors.ts';
import { generatePlanWithChat, type ChatPlanRequest } from './providers/openai.ts';
import { assignVariants } from './variants.ts';

export interface PlanRequest {
  prompt: string;
  pages: number;
  language: PlanLanguage | null;
  style: GenerationStyle | null;
  seed: number;
  signal?: AbortSignal;
  /** Each page of the endpoint's answer as it streams in (see ChatPlanRequest.onPage). */
  onPage?: ChatPlanRequest['onPage'];
}

export interface PlannedSite {
  plan: SitePlan;
  provider: GenerationProvider;
  /** Why the composer wrote the plan although an endpoint is configured. */
  notice: string | null;
  /** What the prompt states, when read for the endpoint (the composer reads its own). */
  facts?: SiteFacts;
}

/**
 * The site plan for a prompt: from the OpenAI-compatible endpoint when one is configured (admin AI
 * settings, else AI_BASE_URL), else from the offline composer. An endpoint that fails (down, slow, rate-limited, garbage) still gives
 * the user a site: the composer's, with a notice saying what went wrong. Cancelling is not a
 * failure: it ends the generation.
 */
export async function planSite(ctx: AppContext, request: PlanRequest): Promise<PlannedSite> {
  const composed = (facts?: SiteFacts): SitePlan =>
    assignVariants(composeSitePlan({ prompt: request.prompt, pages: request.pages, language: request.language ?? undefined, style: request.style ?? undefined, seed: request.seed, facts }), request.seed);
  const endpoint = await aiEndpoint(ctx);
  if (!endpoint) return { plan: composed(), provider: 'composer', notice: null };
  // The endpoint is told the facts and the site's language, and its plan is made to keep them.
  const facts = extractFacts(request.prompt, request.language ?? undefined);
  try {
    const plan = await generatePlanWithChat(endpoint, { prompt: request.prompt, pages: request.pages, language: facts.language, style: request.style ?? undefined, facts, signal: request.signal, onPage: request.onPage });
    return { plan: assignVariants(enforceFacts(plan, facts), request.seed), provider: 'openai', notice: null, facts };
  } catch (error) {
    if (request.signal?.aborted || !(error instanceof AiProviderError)) throw error;
    ctx.logger.warn({ kind: error.kind, message: error.message }, 'the AI endpoint failed; the composer wrote the site');
    return { plan: composed(facts), provider: 'composer', notice: GENERATION_MESSAGES.fallback(error.message.replace(/\.$/, '')), facts };
  }
}
