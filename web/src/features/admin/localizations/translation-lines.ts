// The line editor's pure parts: which lines show for a search and the "missing only" filter, and
// what a save sends. A line is missing when its translation is empty (it then shows in English),
// the same rule as the list's missing-lines count.

export interface LineRow {
  key: string;
  /** The English line as the admin edited it, else the key itself (keys are the English source). */
  english: string;
  /** The translation with any unsaved edit applied. */
  value: string;
  missing: boolean;
  edited: boolean;
}

export interface LineSources {
  english: Record<string, string>;
  saved: Record<string, string>;
  edits: Record<string, string>;
}

export function isMissing(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** Every key of the localization, in its order, filtered by a case-insensitive search over key, English and translation. */
export function visibleLines(sources: LineSources, search: string, missingOnly: boolean): LineRow[] {
  const needle = search.trim().toLowerCase();
  const rows: LineRow[] = [];
  for (const key of Object.keys(sources.saved)) {
    const edited = Object.hasOwn(sources.edits, key);
    const value = edited ? sources.edits[key] : sources.saved[key];
    const english = sources.english[key] || key;
    const row = { key, english, value, missing: isMissing(value), edited };
    if (missingOnly && !row.missing) continue;
    if (needle && ![key, english, value].some((text) => text.toLowerCase().includes(needle))) continue;
    rows.push(row);
  }
  return rows;
}

/** The edits that differ from what is saved: what PUT {lines} merges in. */
export function changedLines(saved: Record<string, string>, edits: Record<string, string>): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const [key, value] of Object.entries(edits)) if ((saved[key] ?? '') !== value) changed[key] = value;
  return changed;
}

export function missingCount(saved: Record<string, string>, edits: Record<string, string>): number {
  return Object.keys(saved).filter((key) => isMissing(Object.hasOwn(edits, key) ? edits[key] : saved[key])).length;
}
