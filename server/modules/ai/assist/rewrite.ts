import { ASSIST_MESSAGES, type AssistAnswer, type RewriteMode, type RewriteRequest } from '../../../../common/ai/assist.ts';
import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import type { AppContext } from '../../../context.ts';
import type { User } from '../../users/models.ts';
import { detectLanguage } from '../composer/language.ts';
import { completeText } from '../providers/text-chat.ts';
import { plainAnswer, throttleAssist, withEndpoint, type Answered } from './endpoint.ts';
import { rewriteByRules } from './rewrite-rules.ts';
import { translateFixedText } from './translate.ts';

// Rewriting a piece of a page's text. The answer is plain text: the editor puts it in as text.

export interface RewrittenText extends AssistAnswer {
  text: string;
}

const LANGUAGE_NAMES: Record<PlanLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', nl: 'Dutch', pt: 'Portuguese' };

const INSTRUCTIONS: Record<Exclude<RewriteMode, 'translate'>, string> = {
  shorter: 'Make this text about half as long, keeping what matters.',
  longer: 'Make this text a little longer with one or two fitting sentences; invent no facts, prices or names.',
  friendlier: 'Make this text warmer and friendlier, keeping its meaning.',
  formal: 'Make this text more formal and polite, keeping its meaning.',
};

function offline(text: string, mode: RewriteMode, target: PlanLanguage): Answered<string> {
  if (mode === 'translate') {
    const translated = translateFixedText(text, target);
    return translated === null ? { value: text, notice: ASSIST_MESSAGES.translationNeedsEndpoint } : { value: translated, notice: null };
  }
  const rewritten = rewriteByRules(text, mode, detectLanguage(text));
  return { value: rewritten, notice: rewritten === text ? ASSIST_MESSAGES.unchanged : null };
}

export async function rewriteText(ctx: AppContext, user: User, input: RewriteRequest): Promise<RewrittenText> {
  await throttleAssist(user);
  const text = input.text.trim().replace(/\s+/g, ' ');
  const target = input.language ?? 'en';
  const answer = await withEndpoint(
    ctx,
    () => offline(text, input.mode, target),
    async (endpoint) => {
      const instruction = input.mode === 'translate' ? `Translate this text into ${LANGUAGE_NAMES[target]}.` : `${INSTRUCTIONS[input.mode]} Keep its language.`;
      const system = 'You edit the text of a website. Answer with the rewritten text only: no quotes, no explanations, no Markdown, no HTML.';
      const rewritten = plainAnswer(await completeText(endpoint, { system, user: `${instruction}\n\n${text}`, maxTokens: 2000 }));
      return rewritten || text;
    },
  );
  return { text: answer.value, notice: answer.notice };
}
