import type { StyleRule } from './styles.ts';

// The font families the style panel offers (fontFamily: family, category, google flag).
// System fonts need nothing; the web fonts (the Google fonts of the @fontsource packages) are
// served by the project itself at /site-assets/fonts/<id>.css, never from a font host, and a page
// links only the ones its styles use.

export type FontCategory = 'serif' | 'sans-serif' | 'display' | 'monospace' | 'handwriting';

export interface FontFamily {
  /** For web fonts: the @fontsource package name. */
  id: string;
  family: string;
  category: FontCategory;
  /** A Google font (served from its @fontsource package); false for fonts every system has. */
  google: boolean;
}

export const FONTS_URL = '/site-assets/fonts';

const system = (id: string, family: string, category: FontCategory): FontFamily => ({ id, family, category, google: false });
const web = (id: string, family: string, category: FontCategory): FontFamily => ({ id, family, category, google: true });

export const FONT_FAMILIES: readonly FontFamily[] = [
  system('system-ui', 'system-ui', 'sans-serif'),
  system('arial', 'Arial', 'sans-serif'),
  system('verdana', 'Verdana', 'sans-serif'),
  system('georgia', 'Georgia', 'serif'),
  system('times-new-roman', 'Times New Roman', 'serif'),
  system('courier-new', 'Courier New', 'monospace'),
  system('impact', 'Impact', 'display'),
  system('brush-script-mt', 'Brush Script MT', 'handwriting'),
  web('inter', 'Inter', 'sans-serif'),
  web('roboto', 'Roboto', 'sans-serif'),
  web('open-sans', 'Open Sans', 'sans-serif'),
  web('lato', 'Lato', 'sans-serif'),
  web('montserrat', 'Montserrat', 'sans-serif'),
  web('poppins', 'Poppins', 'sans-serif'),
  web('raleway', 'Raleway', 'sans-serif'),
  web('oswald', 'Oswald', 'display'),
  web('playfair-display', 'Playfair Display', 'serif'),
  web('merriweather', 'Merriweather', 'serif'),
  web('lora', 'Lora', 'serif'),
  web('source-code-pro', 'Source Code Pro', 'monospace'),
];

export const WEB_FONTS: readonly FontFamily[] = FONT_FAMILIES.filter((font) => font.google);

const GENERIC: Record<FontCategory, string> = {
  serif: 'serif',
  'sans-serif': 'sans-serif',
  display: 'sans-serif',
  monospace: 'monospace',
  handwriting: 'cursive',
};

/** CSS generic families and keywords: written without quotes. */
const KEYWORDS = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'inherit', 'initial', 'unset']);

function unquote(name: string): string {
  return name.trim().replace(/^(["'])(.*)\1$/, '$2').trim();
}

/** The font whose family is `family` (case and quotes do not matter), if the panel offers it. */
export function fontByFamily(family: string): FontFamily | null {
  const wanted = unquote(family).toLowerCase();
  return FONT_FAMILIES.find((font) => font.family.toLowerCase() === wanted) ?? null;
}

/** The stylesheet that loads a web font, or null for system and unknown fonts. */
export function fontStylesheetHref(family: string): string | null {
  const font = fontByFamily(family);
  return font?.google ? `${FONTS_URL}/${font.id}.css` : null;
}

/** The `font-family` value for a font: the family, then its category's generic fallback. */
export function fontFamilyValue(font: FontFamily): string {
  const name = KEYWORDS.has(font.family) ? font.family : /^[A-Za-z-]+$/.test(font.family) ? font.family : `"${font.family}"`;
  return `${name}, ${GENERIC[font.category]}`;
}

/** The families of a `font-family` value, in order, unquoted. */
export function fontFamiliesIn(value: string): string[] {
  return (value.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? []).map(unquote).filter(Boolean);
}

/** The first family of a `font-family` value the panel offers (what the family select shows). */
export function fontOfValue(value: string): FontFamily | null {
  for (const family of fontFamiliesIn(value)) {
    const font = fontByFamily(family);
    if (font) return font;
  }
  return null;
}

const FONT_FAMILY_DECLARATION = /font-family\s*:\s*([^;}]+)/gi;

/**
 * The web fonts a page's styles use, in first-use order: from its style rules or from CSS text
 * (its own stylesheet, custom CSS). The published page links these and no others.
 */
export function webFontsUsed(source: string | Iterable<StyleRule>): FontFamily[] {
  const values: string[] = [];
  if (typeof source === 'string') {
    for (const match of source.matchAll(FONT_FAMILY_DECLARATION)) values.push(match[1]);
  } else {
    for (const rule of source) if (rule.declarations['font-family']) values.push(rule.declarations['font-family']);
  }
  const used = new Map<string, FontFamily>();
  for (const value of values) {
    for (const family of fontFamiliesIn(value)) {
      const font = fontByFamily(family);
      if (font?.google) used.set(font.id, font);
    }
  }
  return [...used.values()];
}
