import type { EditorStore } from '../../state/editor-store.ts';
import { elementLabel, elementNode } from '../../state/element-info.ts';
import { LAYER_NAME_ATTRIBUTE } from './tree-model.ts';

export const LAYER_NAME_MAX_LENGTH = 100;

/**
 * Names a layer (one undoable step). An empty name, or the element's own readable name, removes
 * the custom name. False when nothing changed.
 */
export function renameLayer(store: EditorStore, id: string, name: string): boolean {
  const node = elementNode(store.document, id);
  if (!node || id === store.document.rootId) return false;
  const trimmed = name.trim().slice(0, LAYER_NAME_MAX_LENGTH);
  const next = trimmed && trimmed !== elementLabel(node) ? trimmed : null;
  if ((node.attrs[LAYER_NAME_ATTRIBUTE] ?? null) === next) return false;
  return store.edit([{ type: 'setAttributes', id, attrs: { [LAYER_NAME_ATTRIBUTE]: next } }], { label: `Rename ${elementLabel(node)}`, mergeKey: `rename:${id}` });
}
