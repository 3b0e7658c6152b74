import { expect } from 'chai';
import type { DocNode, ElementNode, PageDocument } from '../../common/editor/document.ts';

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

const BLOCKS = [
  '<h2 class="title">Heading <em>here</em></h2>',
  '<p>Some <b>bold</b> text and a <a href="#x">link</a>.</p>',
  '<a class="btn btn-primary" href="/start">Start</a>',
  '<img src="/a.png" alt="A">',
  '<ul><li>One</li><li>Two <span>2</span></li></ul>',
  '<blockquote>Quote<br>line</blockquote>',
  '<hr>',
  '<!-- a note --><p>Commented <!-- inline --> text</p>',
  '<span class="icon"><svg viewBox="0 0 24 24"><path d="M0 0h24"></path><circle cx="12" cy="12" r="4"></circle></svg></span>',
  '<template><p>Later</p></template>',
];

function countElements(html: string): number {
  return (html.match(/<[a-z]/g) ?? []).length;
}

/**
 * A realistic page (sections > container > row > columns > content blocks) of at least `elements`
 * elements, without data-ids. Deterministic for a given seed.
 */
export function generatePageHtml(elements: number, seed = 1): string {
  const random = seededRandom(seed);
  const parts: string[] = [];
  let count = 0;
  while (count < elements) {
    const columns: string[] = [];
    let spans = 12;
    while (spans > 0) {
      const span = Math.min(spans, pick(random, [3, 4, 6, 12]));
      spans -= span;
      const blocks = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, BLOCKS)).join('\n');
      columns.push(`<div class="col-sm-${span}">${blocks}</div>`);
    }
    const section = `<section class="section"><div class="container"><div class="row">\n${columns.join('\n')}\n</div></div></section>\n`;
    parts.push(section);
    count += countElements(section);
  }
  return parts.join('');
}

export function elements(doc: PageDocument): ElementNode[] {
  return [...doc.nodes.values()].filter((node): node is ElementNode => node.type === 'element');
}

export function firstByTag(doc: PageDocument, tag: string): ElementNode {
  const found = elements(doc).find((node) => node.tag === tag);
  if (!found) throw new Error(`no <${tag}> in the document`);
  return found;
}

/** Every node reachable from the root exactly once, parent pointers matching child lists, texts normalized. */
export function expectConsistent(doc: PageDocument): void {
  const seen = new Set<string>();
  const stack = [doc.rootId];
  while (stack.length) {
    const id = stack.pop()!;
    expect(seen.has(id), `node ${id} reached twice`).to.equal(false);
    seen.add(id);
    const node = doc.nodes.get(id) as DocNode;
    expect(node, `node ${id} missing`).to.not.equal(undefined);
    expect(node.id).to.equal(id);
    if (node.type === 'text') expect(node.text, `empty text node ${id}`).to.not.equal('');
    if (node.type === 'element') {
      node.children.forEach((child, i) => {
        const next = node.children[i + 1];
        const adjacentText = next !== undefined && doc.nodes.get(child)?.type === 'text' && doc.nodes.get(next)?.type === 'text';
        expect(adjacentText, `adjacent text nodes in ${id}: the page is not normalized`).to.equal(false);
      });
      for (const child of node.children) {
        expect(doc.nodes.get(child)?.parent, `parent of ${child}`).to.equal(id);
        stack.push(child);
      }
    }
  }
  expect(seen.size, 'unreachable nodes in the map').to.equal(doc.nodes.size);
}

/** A Map that counts every access, to show an operation touches only the nodes of its edit. */
export class CountingMap<K, V> extends Map<K, V> {
  touched = 0;
  scans = 0;

  override get(key: K): V | undefined {
    this.touched++;
    return super.get(key);
  }

  override has(key: K): boolean {
    this.touched++;
    return super.has(key);
  }

  override set(key: K, value: V): this {
    this.touched++;
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    this.touched++;
    return super.delete(key);
  }

  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void): void {
    this.scans++;
    super.forEach(callback);
  }

  override entries(): MapIterator<[K, V]> {
    this.scans++;
    return super.entries();
  }

  override keys(): MapIterator<K> {
    this.scans++;
    return super.keys();
  }

  override values(): MapIterator<V> {
    this.scans++;
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    this.scans++;
    return super[Symbol.iterator]();
  }

  reset(): void {
    this.touched = 0;
    this.scans = 0;
  }
}

/** Swaps the document's node map for a counting one. */
export function instrument(doc: PageDocument): CountingMap<string, DocNode> {
  const counting = new CountingMap<string, DocNode>();
  for (const [id, node] of doc.nodes) Map.prototype.set.call(counting, id, node);
  doc.nodes = counting;
  return counting;
}
