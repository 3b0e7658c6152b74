import { expect } from 'chai';
import { parsePage, type ElementNode, type PageDocument } from '../../common/editor/index.ts';
import { elements, generatePageHtml } from '../editor/support.ts';
import {
  expandTo,
  layerLabel,
  pruneExpanded,
  treeDrop,
  treeKeyMove,
  visibleRows,
  type TreeRow,
} from '../../web/src/features/editor/panels/navigator/tree-model.ts';

const PAGE = [
  '<section id="s1"><div id="c1" class="container"><div id="r1" class="row">',
  '<div id="a" class="col-sm-6"><h2 id="h">Title</h2><p id="p">Text <strong id="b">bold</strong></p></div>',
  '<div id="z" class="col-sm-6"></div>',
  '</div></div></section>',
  '<footer id="f" data-sw-name="Site footer"><p id="fp">End</p></footer>',
].join('');

/** Element ids by their html id attribute. */
function ids(doc: PageDocument): Record<string, string> {
  const out: Record<string, string> = {};
  for (const node of elements(doc)) if (node.attrs.id) out[node.attrs.id] = node.id;
  return out;
}

function setup() {
  const doc = parsePage(PAGE);
  const id = ids(doc);
  const named = (rows: TreeRow[]) => rows.map((row) => `${'  '.repeat(row.depth)}${(doc.nodes.get(row.id) as ElementNode).attrs.id ?? 'body'}`);
  return { doc, id, named };
}

describe('navigator tree model', () => {
  it('shows the root and the children of expanded rows only, in reading order', () => {
    const { doc, id, named } = setup();
    expect(named(visibleRows(doc, new Set()))).to.deep.equal(['body', '  s1', '  f']);
    const rows = visibleRows(doc, new Set([id.s1, id.c1, id.r1, id.a]));
    expect(named(rows)).to.deep.equal(['body', '  s1', '    c1', '      r1', '        a', '          h', '          p', '        z', '  f']);
    const p = rows.find((row) => row.id === id.p)!;
    expect(p, 'a paragraph with bold text has children, collapsed').to.include({ hasChildren: true, expanded: false });
    expect(rows.find((row) => row.id === id.z)!.hasChildren, 'an empty column has none').to.equal(false);
    expect(rows.find((row) => row.id === id.h)!.hasChildren, 'text is not a layer').to.equal(false);
  });

  it('marks the rows inside an element hidden in the canvas', () => {
    const { doc, id } = setup();
    const rows = visibleRows(doc, new Set([id.s1, id.c1]), new Set([id.s1]));
    expect(rows.map((row) => row.hiddenByAncestor)).to.deep.equal([false, false, true, true, false]);
  });

  it('expands the ancestors of a selection and forgets removed elements', () => {
    const { doc, id, named } = setup();
    const expanded = expandTo(doc, new Set(), id.b);
    expect(named(visibleRows(doc, expanded))).to.include('            b');
    expect(expandTo(doc, expanded, id.b), 'nothing to add: the same set').to.equal(expanded);
    const stale = new Set([...expanded, 'gone123456']);
    expect([...pruneExpanded(doc, stale)]).to.deep.equal([...expanded]);
    expect(pruneExpanded(doc, expanded)).to.equal(expanded);
  });

  it('names a row after its layer name, else the element', () => {
    const { doc, id } = setup();
    expect(layerLabel(doc.nodes.get(id.f) as ElementNode)).to.equal('Site footer');
    expect(layerLabel(doc.nodes.get(id.r1) as ElementNode)).to.equal('Row');
    expect(layerLabel(doc.nodes.get(id.h) as ElementNode)).to.equal('Heading');
  });

  it('moves with the keyboard like a tree: up, down, into, out of, home and end', () => {
    const { doc, id } = setup();
    let expanded: ReadonlySet<string> = new Set([id.s1]);
    const rows = () => visibleRows(doc, expanded);
    expect(treeKeyMove(rows(), null, 'ArrowDown'), 'nothing focused: the first row').to.deep.equal({ focus: doc.rootId });
    expect(treeKeyMove(rows(), id.s1, 'ArrowDown')).to.deep.equal({ focus: id.c1 });
    expect(treeKeyMove(rows(), id.c1, 'ArrowUp')).to.deep.equal({ focus: id.s1 });
    expect(treeKeyMove(rows(), doc.rootId, 'ArrowUp')).to.equal(null);
    expect(treeKeyMove(rows(), id.f, 'ArrowDown')).to.equal(null);
    expect(treeKeyMove(rows(), id.c1, 'ArrowRight'), 'collapsed: expand').to.deep.equal({ expand: id.c1 });
    expanded = new Set([...expanded, id.c1]);
    expect(treeKeyMove(rows(), id.c1, 'ArrowRight'), 'expanded: first child').to.deep.equal({ focus: id.r1 });
    expect(treeKeyMove(rows(), id.r1, 'ArrowLeft'), 'collapsed: parent').to.deep.equal({ focus: id.c1 });
    expect(treeKeyMove(rows(), id.c1, 'ArrowLeft'), 'expanded: collapse').to.deep.equal({ collapse: id.c1 });
    expect(treeKeyMove(rows(), id.f, 'ArrowRight'), 'collapsed with children: expand').to.deep.equal({ expand: id.f });
    expect(treeKeyMove(rows(), id.s1, 'End')).to.deep.equal({ focus: id.f });
    expect(treeKeyMove(rows(), id.f, 'Home')).to.deep.equal({ focus: doc.rootId });
  });

  it('drops before, inside and after rows by the canvas rules', () => {
    const { doc, id } = setup();
    const rows = visibleRows(doc, new Set([id.s1, id.c1, id.r1, id.a]));
    const at = (rowId: string) => rows.findIndex((row) => row.id === rowId);
    const root = doc.nodes.get(doc.rootId) as ElementNode;
    // The footer dragged to the top edge of the section: before it.
    expect(treeDrop(doc, rows, at(id.s1), 0.1, id.f)).to.include({ parentId: doc.rootId, index: root.children.indexOf(id.s1), placement: 'before' });
    // The middle of a collapsed container row: inside, at the end.
    const z = doc.nodes.get(id.z) as ElementNode;
    expect(treeDrop(doc, rows, at(id.z), 0.5, id.h)).to.include({ parentId: id.z, index: z.children.length, placement: 'inside' });
    // The lower edge of an expanded row: the start of its children.
    expect(treeDrop(doc, rows, at(id.a), 0.9, id.f)).to.include({ parentId: id.a, index: 0 });
    // A heading is not a container: its halves drop before and after.
    const a = doc.nodes.get(id.a) as ElementNode;
    expect(treeDrop(doc, rows, at(id.h), 0.6, id.z)).to.equal(null, 'a column goes only into a row');
    expect(treeDrop(doc, rows, at(id.h), 0.6, id.f)).to.include({ parentId: id.a, index: a.children.indexOf(id.h) + 1 });
    // Never into itself or its own children.
    expect(treeDrop(doc, rows, at(id.h), 0.5, id.s1)).to.equal(null);
    expect(treeDrop(doc, rows, at(id.s1), 0.5, id.s1)).to.equal(null);
    // Columns reorder inside their row.
    expect(treeDrop(doc, rows, at(id.a), 0.1, id.z)).to.include({ parentId: id.r1, index: 0 });
    expect(treeDrop(doc, rows, 99, 0.5, id.f)).to.equal(null);
  });

  it('lists a fully expanded 2,000-element page quickly', () => {
    const doc = parsePage(generatePageHtml(2000));
    const all = new Set(elements(doc).map((node) => node.id));
    visibleRows(doc, all); // warm up: the first call includes compiling it
    const started = performance.now();
    const rows = visibleRows(doc, all);
    const elapsed = performance.now() - started;
    expect(rows).to.have.length(all.size);
    expect(elapsed).to.be.below(50);
    const collapsed = visibleRows(doc, new Set());
    expect(collapsed.length, 'collapsed: only the top level').to.equal((doc.nodes.get(doc.rootId) as ElementNode).children.filter((c) => doc.nodes.get(c)?.type === 'element').length + 1);
  });
});
