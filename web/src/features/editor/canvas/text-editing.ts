import { escapeAttribute, escapeText } from '../../../../../common/editor/html.ts';
import type { LinkAttributes } from '../../../../../common/editor/links.ts';
import type { EditorStore } from '../state/editor-store.ts';

// Inline text editing: a double-click makes one element contenteditable inside the frame (the
// attribute lives only in the frame, never in the model). Ending the edit (Escape, a click
// outside, switching away) records one replaceContent step, and only when the html changed.

export type TextCommand = 'bold' | 'italic' | 'underline';

/** The look each command toggles, and its plain value. */
const PLAIN_STYLE: Record<TextCommand, [property: string, value: string]> = {
  bold: ['font-weight', 'normal'],
  italic: ['font-style', 'normal'],
  underline: ['text-decoration', 'none'],
};

interface Session {
  id: string;
  element: HTMLElement;
  startHtml: string;
  /** The text selection when the link field took focus, restored to apply the link. */
  savedRange: Range | null;
  /** Removes the session's paste and drop handlers. */
  listeners: AbortController;
}

export class TextEditing {
  private session: Session | null = null;

  constructor(private readonly store: EditorStore) {}

  get active(): boolean {
    return this.session !== null;
  }

  get element(): HTMLElement | null {
    return this.session?.element ?? null;
  }

  start(element: HTMLElement, id: string): void {
    if (this.session?.element === element) return;
    // Read-only: the text stays as it is (the store says why).
    if (!this.store.assertWritable()) return;
    this.end();
    const listeners = new AbortController();
    this.session = { id, element, startHtml: element.innerHTML, savedRange: null, listeners };
    element.addEventListener('paste', (event) => this.paste(event), { signal: listeners.signal });
    element.addEventListener('drop', (event) => this.drop(event), { signal: listeners.signal });
    element.setAttribute('contenteditable', 'true');
    element.setAttribute('spellcheck', 'false');
    this.store.startTextEditing(id);
    element.focus({ preventScroll: true });
  }

  /** Ends the edit; the store records a step when the markup changed. */
  end(): void {
    const session = this.session;
    if (!session) return;
    this.session = null;
    session.listeners.abort();
    session.element.removeAttribute('contenteditable');
    session.element.removeAttribute('spellcheck');
    const html = session.element.innerHTML;
    this.store.endTextEditing(session.id, html === session.startHtml ? null : html);
  }

  /**
   * Toggles <b>, <i> or <u> on the selection. The browser toggles by how the text looks: Bold in
   * a heading (bold by CSS) would wrap it in <span style="font-weight: normal">. With the
   * element's own look plain while the command runs, only the tags decide.
   */
  command(command: TextCommand): void {
    const session = this.session;
    if (!session) return;
    this.restoreSelection();
    const { element } = session;
    const style = element.getAttribute('style');
    const [property, value] = PLAIN_STYLE[command];
    // Through the attribute, not element.style: Chrome writes a style changed through the CSSOM
    // back to the attribute later, which would leave style="" behind once it is restored.
    element.setAttribute('style', `${style ?? ''}; ${property}: ${value}`);
    const spans = new Set(element.querySelectorAll('span'));
    try {
      element.ownerDocument.execCommand(command, false);
    } finally {
      if (style === null) element.removeAttribute('style');
      else element.setAttribute('style', style);
    }
    // A <b> (or <i>, <u>) taken off is kept as a <span> holding its attributes, here only its data-id.
    for (const span of element.querySelectorAll('span')) {
      if (!spans.has(span) && [...span.attributes].every((attribute) => attribute.name === 'data-id')) span.replaceWith(...span.childNodes);
    }
  }

  /**
   * Pasted markup comes in as its text: another page's blocks in a heading are markup the model
   * refuses, and the refusal would take everything typed in this session with it.
   */
  private paste(event: ClipboardEvent): void {
    event.preventDefault();
    this.insertText(event.clipboardData?.getData('text/plain') ?? '');
  }

  /** A drop from outside the frame, as a paste at the drop point. */
  private drop(event: DragEvent): void {
    event.preventDefault();
    const doc = event.target instanceof Node ? event.target.ownerDocument : null;
    const point = doc?.caretRangeFromPoint?.(event.clientX, event.clientY);
    const selection = doc?.getSelection();
    if (point && selection && this.session?.element.contains(point.startContainer)) {
      selection.removeAllRanges();
      selection.addRange(point);
    }
    this.insertText(event.dataTransfer?.getData('text/plain') ?? '');
  }

  /** Lines become line breaks (as Enter does): a new block would not fit in a heading or paragraph. */
  private insertText(text: string): void {
    const doc = this.session?.element.ownerDocument;
    if (!doc || !text) return;
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .forEach((line, i) => {
        if (i > 0) doc.execCommand('insertLineBreak');
        if (line) doc.execCommand('insertText', false, line);
      });
  }

  /** Keeps the frame's text selection while the link field has focus. */
  rememberSelection(): void {
    const session = this.session;
    const selection = session?.element.ownerDocument.getSelection();
    if (!session || !selection || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    if (session.element.contains(range.commonAncestorContainer)) session.savedRange = range.cloneRange();
  }

  private restoreSelection(): void {
    const session = this.session;
    if (!session?.savedRange) return;
    session.element.focus({ preventScroll: true });
    const selection = session.element.ownerDocument.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(session.savedRange);
    session.savedRange = null;
  }

  /** The link the remembered selection (or the caret) is in: the link dialog opens on it. */
  currentLink(): HTMLAnchorElement | null {
    const session = this.session;
    const selection = session?.element.ownerDocument.getSelection();
    const range = session?.savedRange ?? (selection && selection.rangeCount ? selection.getRangeAt(0) : null);
    if (!session || !range) return null;
    const start = range.commonAncestorContainer;
    const element = start.nodeType === 1 ? (start as Element) : start.parentElement;
    const anchor = element?.closest('a');
    return anchor && session.element.contains(anchor) && anchor !== session.element ? (anchor as HTMLAnchorElement) : null;
  }

  /**
   * Links the selected text, or changes the link it is in (with nothing selected and no link,
   * inserts the address as a link). `link` comes from the link dialog (common/editor/links.ts).
   */
  link(link: LinkAttributes): void {
    const session = this.session;
    if (!session || !link.href) return;
    const existing = this.currentLink();
    this.restoreSelection();
    if (existing) return setLinkAttributes(existing, link);
    const doc = session.element.ownerDocument;
    const selection = doc.getSelection();
    if (selection && !selection.isCollapsed) {
      // createLink sets only href: mark the new links to give them the target and download too.
      doc.execCommand('createLink', false, LINK_MARKER);
      for (const anchor of session.element.querySelectorAll<HTMLAnchorElement>(`a[href="${LINK_MARKER}"]`)) setLinkAttributes(anchor, link);
    } else {
      const attributes = Object.entries(link)
        .filter(([, value]) => value !== null)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`)
        .join('');
      doc.execCommand('insertHTML', false, `<a${attributes}>${escapeText(link.href)}</a>`);
    }
  }

  /** Removes the link the selection or caret is in (its text stays). */
  unlink(): void {
    const session = this.session;
    if (!session) return;
    const existing = this.currentLink();
    this.restoreSelection();
    const doc = session.element.ownerDocument;
    const selection = doc.getSelection();
    if (existing && selection) {
      const range = doc.createRange();
      range.selectNodeContents(existing);
      selection.removeAllRanges();
      selection.addRange(range);
    }
    doc.execCommand('unlink', false);
  }
}

const LINK_MARKER = '#sw-link-pending';

function setLinkAttributes(anchor: HTMLAnchorElement, link: LinkAttributes): void {
  for (const [name, value] of Object.entries(link)) {
    if (value === null) anchor.removeAttribute(name);
    else anchor.setAttribute(name, value);
  }
}
