// Word matching on a normalised prompt: lower case, accents and apostrophes gone, so "Bäckerei",
// "backerei" and "BÄCKEREI" are one word and keyword lists need only one spelling.

export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[''’`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// A keyword matches as a whole word with an optional English plural ending: not preceded or
// followed by a letter or digit. The composer looks thousands of keywords up in the same few
// texts, so each text is split into its words once and a keyword is found by its first word
// instead of by a scan of the text per keyword.

const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Where each word of a text starts, in text order. */
type WordIndex = Map<string, number[]>;

const indexes = new Map<string, WordIndex>();
const INDEXES_KEPT = 16;

function wordIndex(text: string): WordIndex {
  let index = indexes.get(text);
  if (index) return index;
  index = new Map();
  for (const found of text.matchAll(WORD)) {
    const starts = index.get(found[0]);
    if (starts) starts.push(found.index);
    else index.set(found[0], [found.index]);
  }
  if (indexes.size >= INDEXES_KEPT) indexes.delete(indexes.keys().next().value as string);
  indexes.set(text, index);
  return index;
}

/** A keyword's leading word, or undefined for one that does not start with a letter or digit. */
const leadingWords = new Map<string, string | undefined>();

function leadingWord(keyword: string): string | undefined {
  if (!leadingWords.has(keyword)) {
    const found = /^[\p{L}\p{N}]+/u.exec(keyword);
    leadingWords.set(keyword, found?.[0]);
  }
  return leadingWords.get(keyword);
}

const wordCharAt = (text: string, at: number) => at < text.length && WORD_CHAR.test(String.fromCodePoint(text.codePointAt(at)!));

/** Where a keyword found at `at` ends, with its plural ending, or -1 when no whole word ends there. */
function endAfter(text: string, keyword: string, at: number): number {
  if (!text.startsWith(keyword, at)) return -1;
  const end = at + keyword.length;
  for (const ending of ['s', 'es', '']) {
    if (text.startsWith(ending, end) && !wordCharAt(text, end + ending.length)) return end + ending.length;
  }
  return -1;
}

const patterns = new Map<string, RegExp>();

/** Keywords starting with a sign ("&", "24/7" does not) are rare: a pattern finds them. */
function matchByPattern(text: string, keyword: string): { index: number; end: number } {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|es)?(?![\\p{L}\\p{N}])`, 'u');
    patterns.set(keyword, pattern);
  }
  const found = pattern.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : { index: -1, end: -1 };
}

/** The first place a keyword occurs in a text. */
function matchKeyword(text: string, keyword: string): { index: number; end: number } {
  const first = leadingWord(keyword);
  if (first === undefined) return matchByPattern(text, keyword);
  const index = wordIndex(text);
  // A keyword that is one word matches a word of the text, plural or not; a longer one can only
  // start where the text has its leading word alone.
  const candidates = first === keyword ? [keyword, `${keyword}s`, `${keyword}es`].flatMap((word) => index.get(word) ?? []).sort((a, b) => a - b) : (index.get(first) ?? []);
  for (const at of candidates) {
    const end = endAfter(text, keyword, at);
    if (end >= 0) return { index: at, end };
  }
  return { index: -1, end: -1 };
}

/** Where the first of the keywords occurs in normalised text (index -1 for none) and where it ends. */
export function firstMatch(text: string, keywords: readonly string[]): { index: number; end: number } {
  let best = { index: -1, end: -1 };
  for (const keyword of keywords) {
    const found = matchKeyword(text, keyword);
    if (found.index < 0) continue;
    const earlier = best.index < 0 || found.index < best.index;
    const longerAtSamePlace = found.index === best.index && found.end > best.end;
    if (earlier || longerAtSamePlace) best = found;
  }
  return best;
}

export function hasAny(text: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => matchKeyword(text, keyword).index >= 0);
}
