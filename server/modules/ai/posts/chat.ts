import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import type { ChatEndpoint } from '../providers/openai.ts';
import { completeText } from '../providers/text-chat.ts';
import { postsFromAnswer } from './answer.ts';
import { statedLines } from './stated.ts';
import type { PostDraft, PostSubject } from './types.ts';

// Posts written by the configured endpoint: asked for as JSON of a fixed shape, given the site's
// facts and the built-in writer's topics as suggestions, and checked by answer.ts.

const LANGUAGE_NAMES: Record<PlanLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', nl: 'Dutch', pt: 'Portuguese' };

/** Enough of what the site says for a model to know the business; a generation prompt is rarely longer. */
const MAX_ABOUT_LENGTH = 3000;
/** The blog's titles the model is told about, newest first: enough to steer it off repeating them. */
const MAX_EXISTING = 30;

const SHAPE = [
  '{"posts": [Post]}',
  'Post: {"title": string, "slug": string, "excerpt": string, "tags": [string], "body": [Block]}',
  'Block: {"type": "h2" | "h3" | "p", "text": string} or {"type": "ul" | "ol", "items": [string]}',
].join('\n');

function systemPrompt(subject: PostSubject, count: number): string {
  return [
    'You write blog posts for the website of a small business. Answer with one JSON object and nothing else: no Markdown, no code fences.',
    '',
    'The shape:',
    SHAPE,
    '',
    count === 1 ? 'Write exactly 1 post.' : `Write exactly ${count} posts, each on a different topic.`,
    'title: at most 100 characters. slug: lower-case ASCII words joined by hyphens. excerpt: one or two sentences. tags: one to three short tags.',
    'body: 4 to 12 blocks: paragraphs, a few h2 headings, a list where one helps.',
    'Plain text in every string: no HTML, no Markdown, no URLs.',
    'Use only the facts given. Never invent prices, phone numbers, e-mail addresses, addresses, opening hours, dates, figures, awards or names of people.',
    `The business is called "${subject.name}": name it so or not at all, never by another name.`,
    `Write every text in ${LANGUAGE_NAMES[subject.language]}.`,
  ].join('\n');
}

function userPrompt(subject: PostSubject, suggested: readonly PostDraft[]): string {
  const existing = subject.existing.slice(0, MAX_EXISTING);
  return [
    `The site: ${subject.about.slice(0, MAX_ABOUT_LENGTH)}`,
    ...statedLines(subject),
    `Topics that would suit: ${suggested.map((draft) => draft.title).join('; ')}`,
    ...(existing.length ? [`The blog already has these posts; write about something else: ${existing.join('; ')}`] : []),
  ].join('\n\n');
}

/** `suggested` are the built-in writer's drafts for the same request, whose topics the model may take. */
export async function postsWithChat(endpoint: ChatEndpoint, subject: PostSubject, count: number, suggested: readonly PostDraft[]): Promise<PostDraft[]> {
  const content = await completeText(endpoint, { system: systemPrompt(subject, count), user: userPrompt(subject, suggested), json: true });
  return postsFromAnswer(content, count, subject);
}
