import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DragController } from './canvas/drag-controller.ts';
import type { TextEditing } from './canvas/text-editing.ts';
import type { EditorState, EditorStore } from './state/editor-store.ts';

/** The editor's long-lived objects, created once per opened project. */
export interface EditorServices {
  store: EditorStore;
  drag: DragController;
  text: TextEditing;
}

export const EditorContext = createContext<EditorServices | null>(null);

export function useEditor(): EditorServices {
  const services = useContext(EditorContext);
  if (!services) throw new Error('useEditor outside the editor');
  return services;
}

/** A slice of the editor state; `select` must return stored values (no new objects). */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  const { store } = useEditor();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
