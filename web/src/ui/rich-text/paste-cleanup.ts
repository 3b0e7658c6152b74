// What a word processor puts on the clipboard besides the text: Word's mso- styles, class names,
// conditional comments, <o:p> and <style> blocks, its lists written as indented paragraphs with a
// typed bullet, Google Docs' wrapping <b> and bold written as a style. The editor gets the
// structure (headings, paragraphs, lists, tables, links, bold, italic) and none of the rest.

const DROPPED = 'style, meta, link, script, title, xml, template, o\\:p';
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan']);
const ORDERED_MARKER = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]\s*$/i;

function styleOf(element: Element): string {
  return (element.getAttribute('style') ?? '').toLowerCase();
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...Array.from(element.childNodes));
  element.replaceWith(renamed);
  return renamed;
}

function removeComments(root: Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** Word's list level of a paragraph (`mso-list:l0 level2 lfo1` → 2), or 0 when it is not a list paragraph. */
function wordListLevel(element: Element): number {
  const match = /mso-list:\s*l\d+\s+level(\d+)/.exec(styleOf(element));
  return match ? Number(match[1]) : 0;
}

/** Turns runs of Word's list paragraphs into real lists, nested by level; the typed bullet goes. */
function rebuildWordLists(body: HTMLElement): void {
  const doc = body.ownerDocument;
  const paragraphs = Array.from(body.querySelectorAll('p')).filter((p) => wordListLevel(p) > 0);
  let stack: HTMLElement[] = [];
  for (const paragraph of paragraphs) {
    const level = wordListLevel(paragraph);
    const marker = paragraph.querySelector('[style*="mso-list:ignore" i], [style*="mso-list: ignore" i]');
    const ordered = ORDERED_MARKER.test(marker?.textContent ?? '');
    marker?.remove();
    // A paragraph right after the list being built continues it; any other starts a new one.
    if (paragraph.previousElementSibling !== stack[0]) stack = [];
    stack = stack.slice(0, level);
    while (stack.length < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      const parent = stack[stack.length - 1];
      if (parent) (parent.lastElementChild ?? parent).append(list);
      else paragraph.before(list);
      stack.push(list);
    }
    const item = doc.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    stack[level - 1].append(item);
    paragraph.remove();
  }
}

/** Bold and italic written as styles (Google Docs) become <strong> and <em> before the styles go. */
function keepStyledEmphasis(body: HTMLElement): void {
  for (const span of Array.from(body.querySelectorAll('span'))) {
    const style = styleOf(span);
    let target: Element = span;
    if (/font-weight:\s*(bold|[6-9]00)/.test(style)) target = rename(target, 'strong');
    if (/font-style:\s*italic/.test(style)) {
      const em = span.ownerDocument.createElement('em');
      em.append(...Array.from(target.childNodes));
      target.append(em);
    }
  }
}

function isEmptyParagraph(element: Element): boolean {
  return element.tagName === 'P' && !element.querySelector('img') && (element.textContent ?? '').replace(/[\s\u00a0]/g, '') === '';
}

/** The pasted markup with the structure kept and the word processor's junk dropped. */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  removeComments(doc);
  for (const element of Array.from(doc.querySelectorAll(DROPPED))) element.remove();
  // Google Docs wraps the whole paste in a <b> that is not bold.
  for (const element of Array.from(body.querySelectorAll('b[id^="docs-internal-guid"]'))) unwrap(element);
  rebuildWordLists(body);
  keepStyledEmphasis(body);
  for (const heading of Array.from(body.querySelectorAll('h1'))) rename(heading, 'h2');
  for (const heading of Array.from(body.querySelectorAll('h5, h6'))) rename(heading, 'h4');
  for (const element of Array.from(body.querySelectorAll('span, font'))) unwrap(element);
  for (const element of Array.from(body.querySelectorAll('*'))) {
    for (const name of element.getAttributeNames()) if (!KEPT_ATTRIBUTES.has(name)) element.removeAttribute(name);
  }
  for (const element of Array.from(body.querySelectorAll('p'))) if (isEmptyParagraph(element)) element.remove();
  return body.innerHTML;
}
