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

const patterns = new Map<string, RegExp>();

/** A whole-word pattern for a keyword, allowing an English plural ending. */
function patternFor(keyword: string): RegExp {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|es)?(?![\\p{L}\\p{N}])`, 'u');
    patterns.set(keyword, pattern);
  }
  return pattern;
}

/** Where the first of the keywords occurs in normalised text (index -1 for none) and where it ends. */
export function firstMatch(text: string, keywords: readonly string[]): { index: number; end: number } {
  let best = { index: -1, end: -1 };
  for (const keyword of keywords) {
    const found = patternFor(keyword).exec(text);
    if (!found) continue;
    const end = found.index + found[0].length;
    const earlier = best.index < 0 || found.index < best.index;
    const longerAtSamePlace = found.index === best.index && end > best.end;
    if (earlier || longerAtSamePlace) best = { index: found.index, end };
  }
  return best;
}

export function hasAny(text: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => patternFor(keyword).test(text));
}
