import { generateId, type DocNode, type PageDocument } from '../model.ts';

/**
 * The same document with a new id for every element but the root: markup copied (duplicate,
 * paste, catalogue) must not take the ids of what it was copied from. Done on the parsed tree,
 * so text or attribute values that merely read `data-id="…"` stay as they are.
 */
export function withFreshIds(doc: PageDocument): PageDocument {
  const fresh = new Map<string, string>();
  for (const node of doc.nodes.values()) if (node.type === 'element' && node.id !== doc.rootId) fresh.set(node.id, generateId());
  const idOf = (id: string) => fresh.get(id) ?? id;
  const nodes = new Map<string, DocNode>();
  for (const node of doc.nodes.values()) {
    const parent = node.parent === null ? null : idOf(node.parent);
    const copy: DocNode = node.type === 'element' ? { ...node, id: idOf(node.id), parent, children: node.children.map(idOf) } : { ...node, parent };
    nodes.set(copy.id, copy);
  }
  return { ...doc, nodes };
}
