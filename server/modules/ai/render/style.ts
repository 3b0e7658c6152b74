import { PLAN_FONTS, type PlanRounding, type PlanStyle } from '../../../../common/ai/site-plan.ts';
import { FONT_FAMILIES, fontFamilyValue, webFontsUsed } from '../../../../common/editor/fonts.ts';
import { readablePalette } from './colors.ts';

// A plan's style as the page CSS of a starter template: site.css's custom properties in a :root
// block (templates/sites/*/style.css), plus the few rules site.css has no property for.

const RADIUS: Record<PlanRounding, string> = { none: '0', small: '0.25rem', large: '1rem' };

function fontValue(id: unknown): string | null {
  const font = PLAN_FONTS.some((planned) => planned === id) ? FONT_FAMILIES.find((candidate) => candidate.id === id) : undefined;
  return font ? fontFamilyValue(font) : null;
}

export function siteCss(style: Partial<PlanStyle> | undefined): string {
  const palette = readablePalette(style?.palette);
  const rounding = style?.rounding;
  const radius = typeof rounding === 'string' && Object.hasOwn(RADIUS, rounding) ? RADIUS[rounding] : null;
  const body = fontValue(style?.bodyFont);
  const heading = fontValue(style?.headingFont);
  const properties = [
    `--sw-primary: ${palette.primary};`,
    `--sw-primary-dark: ${palette.primaryDark};`,
    `--sw-accent: ${palette.accent};`,
    `--sw-dark: ${palette.dark};`,
    `--sw-light: ${palette.light};`,
    radius && `--sw-radius: ${radius};`,
    body && `--sw-font: ${body};`,
    heading && `--sw-heading-font: ${heading};`,
  ];
  return [
    `:root {\n${properties.filter(Boolean).map((line) => `  ${line}`).join('\n')}\n}`,
    // The editor and the publisher find the web fonts a page needs in font-family declarations
    // (webFontsUsed), not in custom properties: without these the fonts would not be loaded.
    body && `body { font-family: ${body}; }`,
    heading && `h1, h2, h3, h4, h5, h6 { font-family: ${heading}; }`,
    // On the dark hero the accent reads; the primary colour is for light backgrounds (as in the agency template).
    '.bg-dark .eyebrow { color: var(--sw-accent); }',
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

/** The web fonts of a page's CSS by id, found the way the editor finds them when it saves. */
export function cssFonts(css: string): string[] {
  return webFontsUsed(css).map((font) => font.id);
}
