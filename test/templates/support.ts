import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { templatesDir } from '../../config/paths.ts';

export const SITE_CSS = readFileSync(join(templatesDir, 'site', 'site.css'), 'utf8');

/** The starter sites the issue asks for, by folder. */
export const EXPECTED_TEMPLATES = ['agency', 'blog', 'event', 'landing-page', 'personal', 'portfolio', 'restaurant', 'saas-product'];

/** Every class selector in site.css (data URIs left out: their contents are not selectors). */
export function cssClasses(css = SITE_CSS): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

export interface ElementInfo {
  tag: string;
  attrs: Record<string, string>;
}

/** The elements of body markup in document order (template contents included). */
export function elementsOf(html: string): ElementInfo[] {
  const out: ElementInfo[] = [];
  const stack: P5.ChildNode[] = [...parseFragment(html).childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!('tagName' in node)) continue;
    out.push({ tag: node.tagName, attrs: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])) });
    stack.push(...[...node.childNodes].reverse());
  }
  return out;
}

/** Top-level element count of markup (text between elements ignored). */
export function rootElementCount(html: string): number {
  return parseFragment(html).childNodes.filter((node) => 'tagName' in node).length;
}

export function classesOf(element: ElementInfo): string[] {
  return (element.attrs.class ?? '').split(/\s+/).filter(Boolean);
}

/** Text of markup with tags removed, for copy checks. */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}
