import { csso } from '../../../lazy-packages.ts';
import { styleSheetFrom, stylesToCss, type StyleRule } from '../../../../common/editor/styles.ts';
import { mapCssUrls } from './css-urls.ts';

// The site's CSS: one stylesheet every page links (cached once for the whole site), made of the
// site stylesheet, the icons and fonts the pages use, the pages' own style rules and their custom
// CSS, in the preview's order. Rules for classes no page uses are dropped from the site
// stylesheet and the style rules; custom CSS is kept whole, since it may style markup that the
// page's allowed scripts create. A page's own rules join the shared stylesheet when no other page
// would pick them up: own classes are unique, but a rule for a class another page uses without
// the same rules (a template class, a copied page), and custom CSS that differs between pages,
// go into a stylesheet of the page's own, linked after the shared one.
// csso minifies without restructuring: rules keep the order they were written in, which the
// cascade depends on, and restructuring took four times as long for a few per cent.

export interface PageStyleInput {
  /** Classes of the page's markup. */
  classes: ReadonlySet<string>;
  styles: readonly StyleRule[] | undefined;
  css: string;
}

export interface SiteStylesInput {
  siteCss: string;
  /** Classes something other than the markup adds (the widget runtime). */
  extraClasses: readonly string[];
  /** @font-face and icon rules, already pointing at the site's files. */
  assetCss: string;
  /** A local url() in page CSS, as the stylesheet (in the assets folder) reaches its copy. */
  mapUrl: (url: string) => string;
}

export interface SiteStyles {
  shared: string;
  /** Per page: CSS of its own, or null. */
  pages: (string | null)[];
}

function minified(css: string, classes?: ReadonlySet<string>): string {
  if (!css.trim()) return '';
  return csso.minify(css, { restructure: false, ...(classes ? { usage: { classes: [...classes] } } : {}) }).css;
}

/** Each page's rules grouped by selector, with the CSS they make (equal CSS = equal rules). */
function rulesBySelector(styles: readonly StyleRule[] | undefined): Map<string, { rules: StyleRule[]; css: string }> {
  const grouped = new Map<string, StyleRule[]>();
  for (const rule of styleSheetFrom(styles as StyleRule[] | undefined).values()) {
    const rules = grouped.get(rule.selector);
    if (rules) rules.push(rule);
    else grouped.set(rule.selector, [rule]);
  }
  return new Map([...grouped].map(([selector, rules]) => [selector, { rules, css: stylesToCss(rules) }]));
}

export function siteStyles(pages: readonly PageStyleInput[], input: SiteStylesInput): SiteStyles {
  const used = new Set(input.extraClasses);
  for (const page of pages) for (const name of page.classes) used.add(name);

  const own = pages.map((page) => rulesBySelector(page.styles));
  const variants = new Map<string, Set<string>>();
  const definersUsing = new Map<string, number>();
  for (const [index, rules] of own.entries()) {
    for (const [selector, group] of rules) {
      let set = variants.get(selector);
      if (!set) variants.set(selector, (set = new Set()));
      set.add(group.css);
      if (pages[index].classes.has(selector.slice(1))) definersUsing.set(selector, (definersUsing.get(selector) ?? 0) + 1);
    }
  }
  // By class name, not selector: no `.name` string is made for each class of each page.
  const styled = new Set([...variants.keys()].map((selector) => selector.slice(1)));
  const users = new Map<string, number>();
  for (const page of pages) for (const name of page.classes) if (styled.has(name)) users.set(name, (users.get(name) ?? 0) + 1);
  const isShared = (selector: string) => variants.get(selector)!.size === 1 && (users.get(selector.slice(1)) ?? 0) === (definersUsing.get(selector) ?? 0);

  const sharedRules = new Map<string, StyleRule[]>();
  const pageRules = own.map((rules) => {
    const mine: StyleRule[] = [];
    for (const [selector, group] of rules) {
      if (!isShared(selector)) mine.push(...group.rules);
      else if (!sharedRules.has(selector)) sharedRules.set(selector, group.rules);
    }
    return mine;
  });

  const custom = pages.map((page) => page.css.trim());
  const sameCustom = custom.every((css) => css === custom[0]);
  const urls = (css: string) => mapCssUrls(css, input.mapUrl);
  // Pages made from one template share their custom CSS: each distinct stylesheet is minified once.
  const customMinified = new Map<string, string>();
  const minifiedCustom = (css: string) => {
    let done = customMinified.get(css);
    if (done === undefined) customMinified.set(css, (done = minified(urls(css))));
    return done;
  };
  const shared = [
    minified(input.siteCss, used),
    minified(input.assetCss),
    minified(urls(stylesToCss([...sharedRules.values()].flat())), used),
    sameCustom ? minified(urls(custom[0] ?? '')) : '',
  ].join('');
  return {
    shared,
    pages: pages.map((page, index) => {
      const css = minified(urls(stylesToCss(pageRules[index])), page.classes) + (sameCustom ? '' : minifiedCustom(custom[index]));
      return css || null;
    }),
  };
}
