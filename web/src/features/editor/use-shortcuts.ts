import { useCallback, useEffect } from 'react';
import { useEditor } from './editor-context.tsx';
import { runShortcut } from './state/element-actions.ts';
import { shortcutFor } from './state/shortcuts.ts';

/** The one key handler of the editor, for the app document and the canvas frame alike. */
export function useShortcutHandler(): (event: KeyboardEvent, inField: boolean) => void {
  const { store, text, drag } = useEditor();
  return useCallback(
    (event: KeyboardEvent, inField: boolean) => {
      if (event.defaultPrevented || drag.active) return;
      const action = shortcutFor(event, { editingText: text.active, inField });
      if (!action) return;
      event.preventDefault();
      runShortcut(store, action, () => text.end());
    },
    [store, text, drag],
  );
}

function isField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element?.closest) return false;
  return Boolean(element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], dialog, [role="menu"]'));
}

/** Shortcuts while focus is in the editor's own document (the frame has its own listener). */
export function useAppShortcuts(): void {
  const handle = useShortcutHandler();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => handle(event, isField(event.target));
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [handle]);
}
