// Editor keyboard shortcuts, the same in the app document and inside the canvas frame.

export type ShortcutAction =
  | 'undo'
  | 'redo'
  | 'save'
  | 'copy'
  | 'paste'
  | 'delete'
  | 'selectPrevious'
  | 'selectNext'
  | 'selectParent'
  | 'selectFirstChild'
  | 'clearSelection'
  | 'endTextEditing';

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface ShortcutContext {
  /** Inline text editing is on in the canvas: keys belong to the text, except Escape and save. */
  editingText: boolean;
  /** Focus is in a form field of the editor (search box, dialog input): keys belong to it. */
  inField: boolean;
}

/** The editor action for a key press, or null to leave the key alone. */
export function shortcutFor(input: KeyInput, context: ShortcutContext): ShortcutAction | null {
  const mod = input.ctrlKey || input.metaKey;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (mod && !input.altKey && key === 's') return 'save';
  if (context.editingText) return key === 'Escape' ? 'endTextEditing' : null;
  if (context.inField) return null;
  if (mod && !input.altKey) {
    if (key === 'z') return input.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 'c' && !input.shiftKey) return 'copy';
    if (key === 'v' && !input.shiftKey) return 'paste';
    return null;
  }
  if (input.altKey || input.shiftKey) return null;
  switch (key) {
    case 'Delete':
    case 'Backspace':
      return 'delete';
    case 'ArrowUp':
      return 'selectPrevious';
    case 'ArrowDown':
      return 'selectNext';
    case 'ArrowLeft':
      return 'selectParent';
    case 'ArrowRight':
      return 'selectFirstChild';
    case 'Escape':
      return 'clearSelection';
    default:
      return null;
  }
}
