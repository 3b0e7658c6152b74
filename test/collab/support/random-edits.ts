import { parsePage, serializePage } from '../../../common/editor/document.ts';
import type { Operation } from '../../../common/editor/operations.ts';
import type { ProjectOperation, ProjectState } from '../../../common/editor/project-operations.ts';
import { STYLE_BREAKPOINTS } from '../../../common/editor/styles.ts';
import { elements, generatePageHtml, pick } from '../../editor/support.ts';

// Edits a user could make, drawn from a seeded generator over the project as a client sees it:
// mostly edits of one page (attributes, classes, content, inserts, removals, moves, styles,
// settings), now and then a change of the page list.

const ATTRIBUTES = ['title', 'class', 'data-x', 'href', 'alt'];
const VALUES = ['a', 'b c', '', 'x "quoted" & <tag>', null];
const CLASSES = ['a', 'b', 'col-sm-3', 'row', null];
const TAGS = ['div', 'section', 'p', 'span', 'h2', 'article', 'em'];
const CONTENT = ['plain text', 'a <b>bold</b> b', '<span class="s">x</span> y', '', ' <em>e</em><br>z', '<a href="#">link</a>'];
const INSERTS = ['<p>new <b>p</b></p>', '<div class="row"><div class="col-sm-12"></div></div>', '<span>s</span>', '<img src="/i.png">', '<a class="btn" href="#">Go</a>', '<ul><li>a</li></ul>'];
const SELECTORS = ['.sw-aaaaaaaaaa', '.sw-bbbbbbbbbb', '.hero'];
const PROPERTIES = ['color', 'font-size', 'padding', '--brand'];
const STYLE_VALUES = ['red', '12px', '1rem 2rem', null];
const NAMES = ['About', 'Work', 'Contact', 'Blog', 'Team'];

let pageCounter = 0;

function newPageId(random: () => number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  pageCounter += 1;
  let id = `p${pageCounter}`;
  while (id.length < 10) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

function pageEdit(state: ProjectState, random: () => number): ProjectOperation {
  const page = pick(random, state.pages);
  const doc = page.document;
  const all = elements(doc);
  const element = pick(random, all);
  const other = pick(random, all);
  const index = (parent: string) => {
    const node = doc.nodes.get(parent);
    return Math.floor(random() * ((node?.type === 'element' ? node.children.length : 0) + 1));
  };
  let op: Operation;
  switch (pick(random, ['setAttributes', 'setAttributes', 'replaceClass', 'renameElement', 'replaceContent', 'insert', 'insert', 'remove', 'move', 'setStyle', 'setPageMeta'] as const)) {
    case 'setAttributes':
      op = { type: 'setAttributes', id: element.id, attrs: { [pick(random, ATTRIBUTES)]: pick(random, VALUES) } };
      break;
    case 'replaceClass':
      op = { type: 'replaceClass', id: element.id, from: pick(random, CLASSES), to: pick(random, CLASSES) };
      break;
    case 'renameElement':
      op = { type: 'renameElement', id: element.id, tag: pick(random, TAGS) };
      break;
    case 'replaceContent':
      op = { type: 'replaceContent', id: element.id, html: pick(random, CONTENT) };
      break;
    case 'insert':
      op = { type: 'insert', parentId: element.id, index: index(element.id), html: pick(random, INSERTS) };
      break;
    case 'remove':
      op = { type: 'remove', id: element.id === doc.rootId ? other.id : element.id };
      break;
    case 'move':
      op = { type: 'move', id: element.id, parentId: other.id, index: Math.max(0, index(other.id) - (doc.nodes.get(element.id)?.parent === other.id ? 1 : 0)) };
      break;
    case 'setStyle':
      op = { type: 'setStyle', selector: pick(random, SELECTORS), breakpoint: pick(random, STYLE_BREAKPOINTS), declarations: { [pick(random, PROPERTIES)]: pick(random, STYLE_VALUES) } };
      break;
    case 'setPageMeta':
      op = { type: 'setPageMeta', values: random() < 0.5 ? { title: pick(random, NAMES) } : { slug: pick(random, ['', 'about', 'work', 'contact-us']) } };
      break;
  }
  return { type: 'edit', page: page.id, op };
}

function pageListEdit(state: ProjectState, random: () => number, seed: number): ProjectOperation {
  const page = pick(random, state.pages);
  switch (pick(random, ['addPage', 'renamePage', 'movePage', 'deletePage'] as const)) {
    case 'addPage': {
      const html = serializePage(parsePage(generatePageHtml(8, seed * 1000 + pageCounter)));
      const name = pick(random, NAMES);
      return { type: 'addPage', page: { id: newPageId(random), name, html, doc: { title: name, description: '', css: '', js: '', headLinks: [], fonts: [] } }, index: Math.floor(random() * (state.pages.length + 1)) };
    }
    case 'renamePage':
      return { type: 'renamePage', id: page.id, name: `${pick(random, NAMES)} ${Math.floor(random() * 10)}` };
    case 'movePage':
      return { type: 'movePage', id: page.id, index: Math.floor(random() * state.pages.length) };
    case 'deletePage':
      return { type: 'deletePage', id: page.id };
  }
}

/** One random edit of the project as `state` has it (some are refused by the model, as a user's can be). */
export function randomEdit(state: ProjectState, random: () => number, seed: number): ProjectOperation {
  return random() < 0.08 ? pageListEdit(state, random, seed) : pageEdit(state, random);
}
