import { defaultTreeAdapter, type DefaultTreeAdapterTypes as P5, type html } from 'parse5';
import { pageFromParsedNodes, parsePage, type PageDocument } from '../../../../../common/editor/document.ts';
import type { PageDoc } from '../../../../../common/editor/types.ts';

// Opening a page parses its markup once into the page document. parse5 (the WHATWG algorithm in
// script) is what the model is defined by, but on a page of thousands of elements it is most of
// the time the editor takes to open; the browser's own parser runs the same algorithm natively,
// many times faster. So the editor parses with the browser and hands its tree to the model in
// parse5's shape. Where the two may build different trees, the page is parsed with parse5 as
// before: <noscript> (parse5 parses it as a page with scripts would, a document without scripts
// parses its content) and <select> content other than options (the browser's parser keeps
// elements in a select that parse5 drops).

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const COMMENT_NODE = 8;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The element children a select (and what it holds) keeps under parse5's rules. */
const SELECT_CHILDREN: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['select', new Set(['option', 'optgroup', 'hr', 'script', 'template'])],
  ['optgroup', new Set(['option'])],
  ['option', new Set()],
]);

interface Pending {
  from: Node;
  into: P5.ParentNode;
  /** The select, optgroup or option this node is inside (by tag), or null. */
  inSelect: string | null;
}

function attributesOf(element: Element): P5.Element['attrs'] {
  const attrs: P5.Element['attrs'] = [];
  const { attributes } = element;
  for (let i = 0; i < attributes.length; i++) {
    const attr = attributes[i];
    attrs.push(attr.prefix ? { name: attr.localName, value: attr.value, prefix: attr.prefix, namespace: attr.namespaceURI as html.NS } : { name: attr.name, value: attr.value });
  }
  return attrs;
}

/** The body's children parsed by the browser, as parse5 nodes; null where parse5 would build another tree. */
function browserNodes(markup: string): P5.ChildNode[] | null {
  // An inert document: nothing in it loads or runs.
  const body = document.implementation.createHTMLDocument('').body;
  body.innerHTML = markup;
  const root = defaultTreeAdapter.createDocumentFragment();
  const stack: Pending[] = [];
  const pushChildren = (from: Node, into: P5.ParentNode, inSelect: string | null) => {
    for (let child = from.lastChild; child; child = child.previousSibling) stack.push({ from: child, into, inSelect });
  };
  pushChildren(body, root, null);
  while (stack.length) {
    const { from, into, inSelect } = stack.pop()!;
    if (from.nodeType === TEXT_NODE) {
      defaultTreeAdapter.insertText(into, (from as Text).data);
    } else if (from.nodeType === COMMENT_NODE) {
      defaultTreeAdapter.appendChild(into, defaultTreeAdapter.createCommentNode((from as Comment).data));
    } else if (from.nodeType === ELEMENT_NODE) {
      const element = from as Element;
      const html = element.namespaceURI === HTML_NS;
      const tag = element.localName;
      if (html && tag === 'noscript') return null;
      if (inSelect !== null && !(html && SELECT_CHILDREN.get(inSelect)!.has(tag))) return null;
      const node = defaultTreeAdapter.createElement(tag, element.namespaceURI as html.NS, attributesOf(element));
      defaultTreeAdapter.appendChild(into, node);
      if (html && tag === 'template') {
        const content = defaultTreeAdapter.createDocumentFragment();
        defaultTreeAdapter.setTemplateContent(node as P5.Template, content);
        pushChildren((element as HTMLTemplateElement).content, content, null);
      } else {
        pushChildren(element, node, html && SELECT_CHILDREN.has(tag) ? tag : inSelect);
      }
    }
  }
  return root.childNodes;
}

/** parsePage, with the browser's parser where there is one and it builds the tree parse5 builds. */
export function parsePageInBrowser(markup: string, pageDoc?: Partial<PageDoc>): PageDocument {
  const browser = typeof document !== 'undefined' && typeof document.implementation?.createHTMLDocument === 'function';
  const nodes = browser ? browserNodes(markup) : null;
  return nodes ? pageFromParsedNodes(nodes, pageDoc) : parsePage(markup, pageDoc);
}
