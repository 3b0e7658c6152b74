import { parsePage, serializeChildren, subtreeIds, type PageDocument } from './document.ts';
import type { Operation } from './operations.ts';
import { isOwnStyleClass, newOwnStyleClass, styleRulesOf, type StyleRule } from './styles.ts';

// A copied element (duplicate, copy and paste) must not share its own style class with the
// original: a change to the copy would restyle both. The copy gets fresh own classes, and the
// original's rules are copied to them in the same step.

/** The page's rules for the own classes used inside element `id` (what a clipboard carries). */
export function rulesForSubtree(doc: PageDocument, id: string): StyleRule[] {
  const classes = new Set<string>();
  for (const nodeId of subtreeIds(doc, id)) {
    const node = doc.nodes.get(nodeId);
    if (node?.type !== 'element') continue;
    for (const token of (node.attrs.class ?? '').split(/\s+/)) if (isOwnStyleClass(token)) classes.add(`.${token}`);
  }
  return classes.size ? styleRulesOf(doc.styles).filter((rule) => classes.has(rule.selector)) : [];
}

/**
 * `html` with every own class renamed, and the setStyle operations giving the new classes the
 * rules the old ones had. Markup without own classes comes back unchanged, with no operations.
 */
export function restyleCopy(html: string, rules: readonly StyleRule[]): { html: string; ops: Operation[] } {
  if (!/\bsw-[A-Za-z0-9_-]{10}\b/.test(html)) return { html, ops: [] };
  const copy = parsePage(html);
  const renamed = new Map<string, string>();
  for (const node of copy.nodes.values()) {
    if (node.type !== 'element' || !node.attrs.class) continue;
    const tokens = node.attrs.class.split(/\s+/);
    if (!tokens.some(isOwnStyleClass)) continue;
    node.attrs.class = tokens
      .map((token) => {
        if (!isOwnStyleClass(token)) return token;
        if (!renamed.has(token)) renamed.set(token, newOwnStyleClass());
        return renamed.get(token)!;
      })
      .join(' ');
  }
  const ops: Operation[] = [];
  for (const rule of rules) {
    const next = renamed.get(rule.selector.slice(1));
    if (next) ops.push({ type: 'setStyle', selector: `.${next}`, breakpoint: rule.breakpoint, declarations: { ...rule.declarations } });
  }
  return { html: serializeChildren(copy, copy.rootId), ops };
}
