import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { RegenerateSectionMenuItem } from '../ai/ai-controls.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { canRunElementAction, ELEMENT_ACTION_LABELS, ELEMENT_ACTIONS, runElementAction, type ElementAction } from '../state/element-actions.ts';

const MENU_WIDTH_PX = 200;
const MENU_ITEM_HEIGHT_PX = 34;

/** Right-click menu on a canvas element (positions are frame-viewport = overlay coordinates). */
export function CanvasContextMenu({ x, y, stage, onClose }: { x: number; y: number; stage: { width: number; height: number }; onClose: () => void }) {
  const { store } = useEditor();
  const selectedId = useEditorState((s) => s.selectedId);
  useEditorState((s) => s.revision);
  useEditorState((s) => s.hasClipboard);
  const trans = useTrans();
  const ref = useRef<HTMLDivElement>(null);
  const actions = ELEMENT_ACTIONS.filter((action) => action !== 'addColumn' || canRunElementAction(store, 'addColumn', selectedId));
  const left = Math.max(0, Math.min(x, stage.width - MENU_WIDTH_PX));
  const top = Math.max(0, Math.min(y, stage.height - (actions.length + 1) * MENU_ITEM_HEIGHT_PX - 8));

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role=menuitem]:not(:disabled)')?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  const run = (action: ElementAction) => {
    runElementAction(store, action, selectedId);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>('[role=menuitem]:not(:disabled)') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div ref={ref} className="sw-menu sw-canvas-context-menu" role="menu" aria-label={trans('Element actions')} data-testid="context-menu" style={{ transform: `translate(${left}px, ${top}px)` }} onKeyDown={onKeyDown}>
      {actions.map((action) => (
        <button key={action} type="button" role="menuitem" className="sw-menu-item" data-testid={`context-menu-${action}`} disabled={!canRunElementAction(store, action, selectedId)} onClick={() => run(action)}>
          {trans(ELEMENT_ACTION_LABELS[action])}
        </button>
      ))}
      <PartMenuItems selectedId={selectedId} onClose={onClose} />
      <RegenerateSectionMenuItem selectedId={selectedId} onClose={onClose} />
    </div>
  );
}

/** Shared parts: make one of a top-level section (named in the settings panel), or detach or remove this page's instance. */
function PartMenuItems({ selectedId, onClose }: { selectedId: string | null; onClose: () => void }) {
  const { store } = useEditor();
  const trans = useTrans();
  const shared = store.partAt(selectedId);
  const run = (action: () => unknown) => {
    action();
    onClose();
  };
  if (shared && selectedId) {
    return (
      <>
        <button type="button" role="menuitem" className="sw-menu-item" data-testid="context-menu-detachPart" onClick={() => run(() => store.detachPart(selectedId))}>
          {trans('Detach from shared part')}
        </button>
        <button type="button" role="menuitem" className="sw-menu-item" data-testid="context-menu-removePart" onClick={() => run(() => store.removePartFromPage(selectedId))}>
          {trans('Remove from this page')}
        </button>
      </>
    );
  }
  if (!store.canMakeShared(selectedId)) return null;
  return (
    <button type="button" role="menuitem" className="sw-menu-item" data-testid="context-menu-makeShared" onClick={() => run(() => store.openPanel('settings'))}>
      {trans('Make shared part')}
    </button>
  );
}
