import Joi from 'joi';
import { COLLECTION_LIMITS } from '../../../../common/collections.ts';
import { slugify } from '../../collections/slugs.ts';
import { detectLanguage } from '../composer/language.ts';
import { normalise } from '../composer/match.ts';
import { AiProviderError } from '../providers/errors.ts';
import { statesMoreThan } from './stated.ts';
import type { PostBlock, PostDraft, PostSubject } from './types.ts';

// A model's posts, checked before any becomes a draft: the JSON shape asked for, as many posts
// as asked for, each a different one, in the site's language. A paragraph or list item stating a
// price, phone number or address the site does not state goes; a title that does is refused.

const text = (max: number) => Joi.string().trim().min(1).max(max);

const block = Joi.alternatives().try(
  Joi.object({ type: Joi.string().valid('h2', 'h3', 'p').required(), text: text(5000).required() }),
  Joi.object({ type: Joi.string().valid('ul', 'ol').required(), items: Joi.array().items(text(2000)).min(1).max(50).required() }),
);

const post = Joi.object({
  title: text(COLLECTION_LIMITS.titleChars).required(),
  slug: Joi.string().trim().allow('').max(500).default(''),
  excerpt: Joi.string().trim().allow('').max(COLLECTION_LIMITS.textChars).default(''),
  tags: Joi.array().items(Joi.string().trim().allow('').max(1000)).max(100).default([]),
  body: Joi.array().items(block).min(1).max(100).required(),
});

const ANSWER = Joi.object({ posts: Joi.array().items(post).min(1).required() });

/** Below this many words a language is too weak a guess to refuse an answer on. */
const LANGUAGE_WORDS = 40;

function invalid(reason: string): AiProviderError {
  return new AiProviderError('invalid-output', `The AI endpoint answered with posts that ${reason}.`);
}

function jsonObject(content: string): unknown {
  const body = content.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  try {
    return JSON.parse(start >= 0 && end > start ? body.slice(start, end + 1) : body);
  } catch {
    throw new AiProviderError('invalid-output', 'The AI endpoint answered with output that is not JSON.');
  }
}

/** The blocks without what states more than the site does; a list keeps its other items. */
function keptBlocks(blocks: PostBlock[], subject: PostSubject): PostBlock[] {
  return blocks.flatMap((each): PostBlock[] => {
    if ('items' in each) {
      const items = each.items.filter((item) => !statesMoreThan(item, subject));
      return items.length ? [{ type: each.type, items }] : [];
    }
    return statesMoreThan(each.text, subject) ? [] : [each];
  });
}

/** The tags a post may have: a tag too long for one is left out rather than the post refused. */
function tagsOf(tags: string[]): string[] {
  const kept = new Map<string, string>();
  for (const tag of tags) if (tag && tag.length <= COLLECTION_LIMITS.tagChars && !kept.has(tag.toLowerCase())) kept.set(tag.toLowerCase(), tag);
  return [...kept.values()].slice(0, COLLECTION_LIMITS.tags);
}

function draftOf(answer: PostDraft, subject: PostSubject): PostDraft {
  if (statesMoreThan(answer.title, subject)) throw invalid('state prices or contact details the site does not');
  const body = keptBlocks(answer.body, subject);
  if (!body.some((each) => each.type === 'p')) throw invalid('have no paragraph left to keep');
  return {
    title: answer.title,
    excerpt: statesMoreThan(answer.excerpt, subject) ? '' : answer.excerpt,
    slug: slugify(answer.slug || answer.title, 'post'),
    tags: tagsOf(answer.tags),
    body,
  };
}

function words(draft: PostDraft): string {
  const body = draft.body.map((each) => ('text' in each ? each.text : each.items.join('. ')));
  return [draft.title, draft.excerpt, ...body].join('. ');
}

/** `count` drafts from the model's answer, or an invalid-output error saying what is wrong with it. */
export function postsFromAnswer(content: string, count: number, subject: PostSubject): PostDraft[] {
  const { value, error } = ANSWER.validate(jsonObject(content), { stripUnknown: true });
  if (error) throw new AiProviderError('invalid-output', `The AI endpoint answered with posts that are not as asked: ${error.details[0].message}.`);
  const answered = (value as { posts: PostDraft[] }).posts;
  if (answered.length < count) throw invalid(`number ${answered.length} instead of ${count}`);
  const drafts = answered.slice(0, count).map((each) => draftOf(each, subject));
  if (new Set(drafts.map((each) => normalise(each.title))).size < drafts.length) throw invalid('repeat one another');
  const text = drafts.map(words).join(' ');
  const own = [subject.name, subject.place, ...subject.offers.map((offer) => offer.title)];
  if (text.split(/\s+/).length >= LANGUAGE_WORDS && detectLanguage(text, own) !== subject.language) throw invalid("are not in the site's language");
  return drafts;
}
