// The icon picker's list as data: loading the set the server builds from lucide-static
// (/site-assets/icons.json), searching it by name and keyword, and type-ahead in the list.

export interface IconChoice {
  name: string;
  tags: string[];
  /** The glyph the class icon-<name> draws. */
  url: string;
}

export const ICONS_URL = '/site-assets/icons.json';
/** Type-ahead forgets what was typed after this much quiet. */
export const TYPE_AHEAD_RESET_MS = 500;

let loading: Promise<IconChoice[]> | null = null;

/** The icon set, fetched once per page load (a failed load is tried again next time). */
export function loadIcons(): Promise<IconChoice[]> {
  loading ??= fetch(ICONS_URL, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`icons.json answered ${response.status}`);
      return response.json() as Promise<{ icons: IconChoice[] }>;
    })
    .then((body) => body.icons)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Icons whose name or keywords contain every word of the query: names that start with the query
 * first, then other name matches, then keyword matches, each in alphabetical order.
 */
export function searchIcons(icons: readonly IconChoice[], query: string): IconChoice[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...icons];
  const phrase = words.join('-');
  const ranked: Array<{ icon: IconChoice; rank: number }> = [];
  for (const icon of icons) {
    const matches = words.every((word) => icon.name.includes(word) || icon.tags.some((tag) => tag.toLowerCase().includes(word)));
    if (!matches) continue;
    const rank = icon.name.startsWith(phrase) ? 0 : words.every((word) => icon.name.includes(word)) ? 1 : 2;
    ranked.push({ icon, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.icon);
}

/** Letters typed in quick succession, forgotten after TYPE_AHEAD_RESET_MS of quiet. */
export class TypeAhead {
  private typed = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly resetMs = TYPE_AHEAD_RESET_MS) {}

  /** Adds a typed character at time `now` (ms) and returns what to look for. */
  type(char: string, now: number): string {
    if (now - this.lastAt >= this.resetMs) this.typed = '';
    this.lastAt = now;
    this.typed += char.toLowerCase();
    return this.typed;
  }
}

/** The position of the first icon whose name starts with `prefix`, or -1. */
export function firstMatch(icons: readonly IconChoice[], prefix: string): number {
  return icons.findIndex((icon) => icon.name.startsWith(prefix));
}
