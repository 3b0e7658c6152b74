// Words taken from the prompt end up in a plan that others render and edit, so they are reduced to
// plain text first: no markup, no script URLs, no control characters, no template brackets.

/** Removes markup and script blocks from the whole prompt before it is read. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, ' ');
}

/** A phrase from the prompt as plain text of at most `max` characters, cut at a word boundary. */
export function cleanPhrase(text: string, max: number): string {
  const plain = stripMarkup(text)
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/(?:java|vb)script\s*:|data\s*:\s*text\/html/gi, ' ')
    // "{name}", "[Your name]", "TBD": template leftovers go whole, not just their brackets.
    .replace(/\{[^{}]*\}|\[[^[\]]*\]/g, ' ')
    .replace(/\b(?:TBD|TODO|lorem|ipsum)\b/gi, ' ')
    .replace(/[{}[\]`\\|^~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s"'“”„«»‘’.,;:!?()*_=+-]+|[\s"'“”„«»‘’,;:!?(*_=+-]+$/gu, '')
    .replace(/\.$/, '');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : plain.slice(0, max)).trim();
}
