import { generateId } from './ids.ts';

// Styles as data: the page's own stylesheet is a list of rules (one class selector, one
// breakpoint, its declarations), kept in the page document beside the element tree and edited by
// the setStyle operation. Breakpoints are max-width media queries, widest first, so a value set
// for a wider size shows on narrower ones until a narrower rule overrides it (the cascade Webflow
// users know). Rules address elements by class, never by data-id: the publisher strips data ids.

export const STYLE_BREAKPOINTS = ['all', 'laptop', 'tablet', 'mobile'] as const;
export type StyleBreakpoint = (typeof STYLE_BREAKPOINTS)[number];

/**
 * Upper widths of the breakpoints. The editor's canvas shows mobile at 375 px, but real phones
 * run up to about 480 px wide, and a 390 px phone must get the mobile styles, not the tablet ones.
 */
export const STYLE_MAX_WIDTHS: Record<StyleBreakpoint, number | null> = { all: null, laptop: 1024, tablet: 768, mobile: 479 };

export function mediaQueryOf(breakpoint: StyleBreakpoint): string | null {
  const width = STYLE_MAX_WIDTHS[breakpoint];
  return width === null ? null : `(max-width: ${width}px)`;
}

export interface StyleRule {
  /** One class selector, `.name`. */
  selector: string;
  breakpoint: StyleBreakpoint;
  /** CSS property (kebab-case, or a custom property) → value; never empty in a stored rule. */
  declarations: Record<string, string>;
}

/** Rules by `styleKey`, in the order they were first created (emptied rules stay, unsaved). */
export type StyleSheetData = Map<string, StyleRule>;

export function styleKey(selector: string, breakpoint: StyleBreakpoint): string {
  return `${breakpoint} ${selector}`;
}

/** responsiveHiddenOn: one class per size; their CSS is in the site stylesheet (site.css). */
export const VISIBILITY_CLASSES = { sm: 'sw-hidden-sm', md: 'sw-hidden-md', lg: 'sw-hidden-lg', xl: 'sw-hidden-xl' } as const;

const OWN_CLASS = /^sw-[A-Za-z0-9_-]{10}$/;

/** The class an element gets the first time it is styled; stable, kept by the publisher. */
export function newOwnStyleClass(): string {
  return `sw-${generateId()}`;
}

export function isOwnStyleClass(token: string): boolean {
  return OWN_CLASS.test(token);
}

/** The element's own style class, or null when it has never been styled. */
export function ownStyleClass(node: { attrs: Record<string, string> }): string | null {
  for (const token of (node.attrs.class ?? '').split(/\s+/)) if (isOwnStyleClass(token)) return token;
  return null;
}

const SELECTOR = /^\.-?[A-Za-z_][A-Za-z0-9_-]*$/;
const PROPERTY = /^(--[A-Za-z0-9_-]+|-?[a-z][a-z0-9-]*)$/;

export function isValidStyleSelector(selector: string): boolean {
  return SELECTOR.test(selector);
}

export function isValidStyleProperty(property: string): boolean {
  return PROPERTY.test(property);
}

/**
 * A value that stays one declaration: no braces, no `<` (the stylesheet sits in a <style>), no
 * `;` or `!` outside quotes and parentheses, balanced parentheses and quotes.
 */
export function isValidStyleValue(value: string): boolean {
  if (value.trim() === '' || /[{}<\\]/.test(value)) return false;
  let depth = 0;
  let quote: string | null = null;
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth < 0) return false;
    } else if ((char === ';' || char === '!') && depth === 0) return false;
  }
  return depth === 0 && quote === null;
}

export function getStyleRule(styles: StyleSheetData, selector: string, breakpoint: StyleBreakpoint): StyleRule | undefined {
  return styles.get(styleKey(selector, breakpoint));
}

/**
 * The value in effect for `property` at `breakpoint` from the page's own rules for `selector`:
 * set at that breakpoint, or inherited from the nearest wider one. Null when no rule sets it.
 */
export function resolveDeclaration(
  styles: StyleSheetData,
  selector: string,
  breakpoint: StyleBreakpoint,
  property: string,
): { value: string; from: StyleBreakpoint } | null {
  for (let i = STYLE_BREAKPOINTS.indexOf(breakpoint); i >= 0; i--) {
    const from = STYLE_BREAKPOINTS[i];
    const value = getStyleRule(styles, selector, from)?.declarations[property];
    if (value !== undefined) return { value, from };
  }
  return null;
}

export function declarationsToCss(declarations: Record<string, string>): string {
  return Object.entries(declarations)
    .map(([property, value]) => `${property}: ${value};`)
    .join(' ');
}

/** The stylesheet as CSS text: breakpoints widest first, so narrower media queries win. */
export function stylesToCss(rules: Iterable<StyleRule>): string {
  const byBreakpoint = new Map<StyleBreakpoint, StyleRule[]>(STYLE_BREAKPOINTS.map((breakpoint) => [breakpoint, []]));
  for (const rule of rules) if (Object.keys(rule.declarations).length) byBreakpoint.get(rule.breakpoint)?.push(rule);
  const blocks: string[] = [];
  for (const breakpoint of STYLE_BREAKPOINTS) {
    const rules = byBreakpoint.get(breakpoint)!;
    if (!rules.length) continue;
    const body = rules.map((rule) => `${rule.selector} { ${declarationsToCss(rule.declarations)} }`);
    const media = mediaQueryOf(breakpoint);
    blocks.push(media ? `@media ${media} {\n${body.map((line) => `  ${line}`).join('\n')}\n}` : body.join('\n'));
  }
  return blocks.join('\n');
}

/** Loads saved rules (invalid ones, which no editor writes, are skipped rather than breaking the page). */
export function styleSheetFrom(rules: readonly StyleRule[] | undefined): StyleSheetData {
  const styles: StyleSheetData = new Map();
  for (const rule of rules ?? []) {
    if (!isValidStyleSelector(rule.selector) || !STYLE_BREAKPOINTS.includes(rule.breakpoint)) continue;
    const declarations: Record<string, string> = {};
    for (const [property, value] of Object.entries(rule.declarations ?? {})) {
      if (typeof value === 'string' && isValidStyleProperty(property) && isValidStyleValue(value)) declarations[property] = value;
    }
    if (Object.keys(declarations).length) styles.set(styleKey(rule.selector, rule.breakpoint), { selector: rule.selector, breakpoint: rule.breakpoint, declarations });
  }
  return styles;
}

/** The rules as saved: emptied ones left out. */
export function styleRulesOf(styles: StyleSheetData): StyleRule[] {
  return [...styles.values()]
    .filter((rule) => Object.keys(rule.declarations).length > 0)
    .map((rule) => ({ selector: rule.selector, breakpoint: rule.breakpoint, declarations: { ...rule.declarations } }));
}
