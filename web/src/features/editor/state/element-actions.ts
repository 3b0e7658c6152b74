import type { EditorStore } from './editor-store.ts';
import { elementNode, elementSibling, layoutKind } from './element-info.ts';
import type { ShortcutAction } from './shortcuts.ts';

// The actions on the selected element that the context menu, the edit panel and the keyboard
// share, with whether each applies right now.

export const ELEMENT_ACTIONS = ['copy', 'paste', 'duplicate', 'delete', 'moveUp', 'moveDown', 'selectParent', 'addColumn'] as const;
export type ElementAction = (typeof ELEMENT_ACTIONS)[number];

export const ELEMENT_ACTION_LABELS: Record<ElementAction, string> = {
  copy: 'Copy',
  paste: 'Paste',
  duplicate: 'Duplicate',
  delete: 'Delete',
  moveUp: 'Move up',
  moveDown: 'Move down',
  selectParent: 'Select parent',
  addColumn: 'Add column',
};

/** Whether an action can run on element `id` (the root body can only take a paste or be the parent). */
export function canRunElementAction(store: EditorStore, action: ElementAction, id: string | null): boolean {
  const doc = store.document;
  const node = elementNode(doc, id);
  const isRoot = node?.id === doc.rootId;
  switch (action) {
    case 'paste':
      return store.getState().hasClipboard;
    case 'copy':
    case 'duplicate':
    case 'delete':
      return Boolean(node) && !isRoot;
    case 'moveUp':
      return Boolean(node) && !isRoot && elementSibling(doc, node!.id, -1) !== null;
    case 'moveDown':
      return Boolean(node) && !isRoot && elementSibling(doc, node!.id, 1) !== null;
    case 'selectParent':
      return Boolean(node?.parent);
    case 'addColumn': {
      const kind = layoutKind(node);
      return kind === 'row' || (kind === 'column' && layoutKind(elementNode(doc, node?.parent)) === 'row');
    }
  }
}

export function runElementAction(store: EditorStore, action: ElementAction, id: string | null): boolean {
  if (!canRunElementAction(store, action, id)) return false;
  const target = id!;
  switch (action) {
    case 'copy':
      return store.copy(target);
    case 'paste':
      return store.paste();
    case 'duplicate':
      return store.duplicate(target);
    case 'delete':
      return store.remove(target);
    case 'moveUp':
      return store.moveSibling(target, -1);
    case 'moveDown':
      return store.moveSibling(target, 1);
    case 'selectParent':
      store.selectParent();
      return true;
    case 'addColumn':
      return store.addColumn(target);
  }
}

/** Runs a keyboard shortcut's action (text editing end is the canvas's, passed in). */
export function runShortcut(store: EditorStore, action: ShortcutAction, endTextEditing: () => void): void {
  const selected = store.getState().selectedId;
  switch (action) {
    case 'undo':
      store.undo();
      break;
    case 'redo':
      store.redo();
      break;
    case 'save':
      endTextEditing();
      void store.save();
      break;
    case 'copy':
      runElementAction(store, 'copy', selected);
      break;
    case 'paste':
      runElementAction(store, 'paste', selected);
      break;
    case 'delete':
      runElementAction(store, 'delete', selected);
      break;
    case 'selectPrevious':
      store.selectSibling(-1);
      break;
    case 'selectNext':
      store.selectSibling(1);
      break;
    case 'selectParent':
      store.selectParent();
      break;
    case 'selectFirstChild':
      store.selectFirstChild();
      break;
    case 'clearSelection':
      store.select(null);
      break;
    case 'endTextEditing':
      endTextEditing();
      break;
  }
}
