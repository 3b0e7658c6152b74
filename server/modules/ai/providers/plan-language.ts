// Whether an endpoint wrote a non-English site largely in English, as smaller models do when the
// system prompt is in English. Read from English small words no plan language shares ("the",
// "with", "your"; not "in", "is", "we" or "of", which Dutch or German have too), over the plan's
// longer texts only: names, prices and short labels say nothing of a language.
import type { SitePlan } from '../../../../common/ai/site-plan.ts';

const ENGLISH_ONLY = new Set([
  'the', 'and', 'with', 'our', 'your', 'you', 'for', 'that', 'this', 'these', 'those', 'from', 'are', 'have', 'has', 'been',
  'will', 'would', 'can', 'what', 'which', 'when', 'who', 'how', 'why', 'where', 'every', 'about', 'into', 'more', 'than',
  'they', 'their', 'them', 'be', 'by', 'at', 'it', 'its', 'to', 'not', 'just', 'up', 'out', 'there', 'while', 'after',
  'before', 'each', 'us', 'my', 'get', 'make', 'need', 'any', 'some', 'whether', 'since',
]);

/** Keys whose strings are references or names, not copy. */
const NOT_COPY = new Set(['id', 'slug', 'page', 'section', 'kind', 'language', 'style', 'image', 'icon', 'type', 'purpose', 'name', 'label', 'meta', 'price', 'period', 'value']);

/** Fewer words than this say too little to tell a language by. */
const MIN_WORDS = 6;
/** Share of a text's words that are English small words from which it reads as English. */
const ENGLISH_SHARE = 0.15;
/** Share of the longer texts in English from which the plan is asked for again. */
const WRONG_SHARE = 0.3;

function copyOf(value: unknown, key = ''): string[] {
  if (NOT_COPY.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((each) => copyOf(each));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([field, each]) => copyOf(each, field));
}

function readsEnglish(words: string[]): boolean {
  const hits = words.filter((word) => ENGLISH_ONLY.has(word)).length;
  return hits >= 2 && hits / words.length >= ENGLISH_SHARE;
}

/** True when the plan is not meant to be English and a good share of its longer texts are. */
export function writtenInEnglishInstead(plan: SitePlan): boolean {
  if (plan.language === 'en') return false;
  const texts = copyOf(plan)
    .map((text) => text.toLowerCase().split(/[^\p{L}']+/u).filter(Boolean))
    .filter((words) => words.length >= MIN_WORDS);
  if (texts.length === 0) return false;
  return texts.filter(readsEnglish).length / texts.length >= WRONG_SHARE;
}
