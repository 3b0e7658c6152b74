import type { EditorStore } from '../state/editor-store.ts';

// Inline text editing: a double-click makes one element contenteditable inside the frame (the
// attribute lives only in the frame, never in the model). Ending the edit (Escape, a click
// outside, switching away) records one replaceContent step, and only when the html changed.

export type TextCommand = 'bold' | 'italic' | 'underline';

interface Session {
  id: string;
  element: HTMLElement;
  startHtml: string;
  /** The text selection when the link field took focus, restored to apply the link. */
  savedRange: Range | null;
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
    this.end();
    this.session = { id, element, startHtml: element.innerHTML, savedRange: null };
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
    session.element.removeAttribute('contenteditable');
    session.element.removeAttribute('spellcheck');
    const html = session.element.innerHTML;
    this.store.endTextEditing(session.id, html === session.startHtml ? null : html);
  }

  command(command: TextCommand): void {
    const session = this.session;
    if (!session) return;
    this.restoreSelection();
    session.element.ownerDocument.execCommand(command, false);
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

  /** Links the selected text (or, with nothing selected, inserts the address as a link). `href` comes from linkHref. */
  link(href: string): void {
    const session = this.session;
    if (!session || !href) return;
    this.restoreSelection();
    const doc = session.element.ownerDocument;
    const selection = doc.getSelection();
    if (selection && !selection.isCollapsed) {
      doc.execCommand('createLink', false, href);
    } else {
      const escaped = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      doc.execCommand('insertHTML', false, `<a href="${escaped}">${escaped}</a>`);
    }
  }
}
