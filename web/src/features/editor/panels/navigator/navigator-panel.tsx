import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import type { PageDocument } from '../../model.ts';
import { elementNode } from '../../state/element-info.ts';
import { renameLayer } from './layer-actions.ts';
import { expandTo, layerLabel, pruneExpanded, treeKeyMove, visibleRows, type TreeKey } from './tree-model.ts';
import { TreeRowView, treeRowDomId } from './tree-row.tsx';
import { useTreeDrag } from './use-tree-drag.ts';
import { ROW_HEIGHT_PX, useTreeViewport } from './use-tree-viewport.ts';
import './navigator.css';

// The navigator: the page as a collapsible tree of layers. Selection is shared with the canvas
// both ways; rows drag to reorder and re-parent; F2 or a double-click renames a layer; the eye
// hides an element in the canvas only. Only the expanded rows are listed and only those in view
// are rendered, so a page of thousands of elements stays quick.

const TREE_KEYS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** What was expanded on each page, kept while the panel is closed (per page document). */
const expandedMemory = new WeakMap<PageDocument, ReadonlySet<string>>();

export function NavigatorPanel() {
  const activePageId = useEditorState((s) => s.activePageId);
  // One tree per page: switching pages starts from what was open on that page.
  return <NavigatorTree key={activePageId} />;
}

function NavigatorTree() {
  const { store } = useEditor();
  const trans = useTrans();
  const revision = useEditorState((s) => s.revision);
  const selectedId = useEditorState((s) => s.selectedId);
  const hiddenList = useEditorState((s) => s.hiddenInCanvas);
  const doc = store.document;

  const [expandedState, setExpanded] = useState<ReadonlySet<string>>(() => expandedMemory.get(doc) ?? new Set());
  useEffect(() => {
    expandedMemory.set(doc, expandedState);
  }, [doc, expandedState]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the document mutates in place; revision says when
  const expanded = useMemo(() => pruneExpanded(doc, expandedState), [doc, revision, expandedState]);

  const hidden = useMemo(() => new Set(hiddenList), [hiddenList]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the document mutates in place; revision says when
  const rows = useMemo(() => visibleRows(doc, expanded, hidden), [doc, revision, expanded, hidden]);
  const indexOf = useMemo(() => new Map(rows.map((row, i) => [row.id, i])), [rows]);

  const [focusedId, setFocusedId] = useState<string | null>(selectedId);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const viewport = useTreeViewport(rows.length);
  const { controller: drag, indicator } = useTreeDrag(store, viewport.ref, rows);
  const focused = focusedId !== null && indexOf.has(focusedId) ? focusedId : null;

  // A selection made anywhere (canvas, breadcrumb, this tree) opens its ancestors and is scrolled to.
  const revealing = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedId || !doc.nodes.has(selectedId)) return;
    setExpanded((current) => expandTo(doc, current, selectedId));
    setFocusedId(selectedId);
    revealing.current = selectedId;
  }, [selectedId, doc]);
  useLayoutEffect(() => {
    const id = revealing.current;
    if (id === null || !indexOf.has(id)) return;
    revealing.current = null;
    viewport.reveal(indexOf.get(id)!, 'center');
  }, [indexOf, viewport]);

  const moveFocus = (id: string) => {
    setFocusedId(id);
    viewport.reveal(indexOf.get(id) ?? -1);
  };

  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const toggleHidden = useCallback((id: string) => store.hideInCanvas(id, !store.getState().hiddenInCanvas.includes(id)), [store]);
  const press = useCallback(
    (event: React.PointerEvent, id: string) => {
      if (id === store.document.rootId || (event.target as Element).closest('button, input')) return;
      const node = elementNode(store.document, id);
      if (node) drag.press({ kind: 'move', id, label: trans(layerLabel(node)) }, event);
    },
    [drag, store, trans],
  );
  const click = useCallback(
    (id: string) => {
      if (drag.justDragged) return;
      setFocusedId(id);
      store.select(id, { openPanel: false });
      viewport.ref.current?.focus({ preventScroll: true });
    },
    [drag, store, viewport.ref],
  );
  const rename = useCallback(
    (id: string, name: string | null) => {
      setRenamingId(null);
      if (name !== null) renameLayer(store, id, name);
      viewport.ref.current?.focus({ preventScroll: true });
    },
    [store, viewport.ref],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey) return;
    const id = focused;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      if (!id || id === doc.rootId) return;
      revealing.current = id;
      store.moveSibling(id, event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    if (event.altKey || event.shiftKey) return;
    if (TREE_KEYS.has(event.key)) {
      event.preventDefault();
      const move = treeKeyMove(rows, id, event.key as TreeKey);
      if (!move) return;
      if ('focus' in move) moveFocus(move.focus);
      else toggle('expand' in move ? move.expand : move.collapse);
      return;
    }
    if (!id) return;
    const isRoot = id === doc.rootId;
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        store.select(id, { openPanel: false });
        break;
      case 'F2':
        event.preventDefault();
        if (!isRoot) setRenamingId(id);
        break;
      case 'Delete':
      case 'Backspace': {
        event.preventDefault();
        if (isRoot) break;
        const at = indexOf.get(id) ?? 0;
        const next = rows.slice(at + 1).find((row) => row.depth <= rows[at].depth) ?? rows[at - 1];
        if (store.remove(id) && next) setFocusedId(next.id);
        break;
      }
      case 'h':
      case 'H':
        event.preventDefault();
        if (!isRoot) toggleHidden(id);
        break;
    }
  };

  const expandAll = () => {
    const all = new Set<string>();
    for (const node of doc.nodes.values()) if (node.type === 'element' && node.children.length) all.add(node.id);
    setExpanded(() => all);
  };

  return (
    <div className="sw-navigator" data-testid="navigator">
      <div className="sw-navigator-tools">
        <Button variant="text" size="sm" data-testid="navigator-expand-all" onClick={expandAll}>
          {trans('Expand all')}
        </Button>
        <Button variant="text" size="sm" data-testid="navigator-collapse-all" onClick={() => setExpanded(() => new Set())}>
          {trans('Collapse all')}
        </Button>
      </div>
      <div
        ref={viewport.ref}
        className="sw-navigator-tree"
        role="tree"
        tabIndex={0}
        aria-label={trans('Page layers')}
        aria-activedescendant={focused ? treeRowDomId(focused) : undefined}
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Home End Enter F2 Delete H Alt+ArrowUp Alt+ArrowDown"
        data-testid="navigator-tree"
        onScroll={viewport.onScroll}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (!focused && rows.length) setFocusedId(selectedId && indexOf.has(selectedId) ? selectedId : rows[0].id);
        }}
      >
        <div className="sw-navigator-content" style={{ height: rows.length * ROW_HEIGHT_PX }}>
          {rows.slice(viewport.start, viewport.end).map((row, i) => {
            const node = elementNode(doc, row.id);
            if (!node) return null;
            return (
              <TreeRowView
                key={row.id}
                doc={doc}
                node={node}
                row={row}
                index={viewport.start + i}
                revision={revision}
                isRoot={row.id === doc.rootId}
                selected={row.id === selectedId}
                focused={row.id === focused}
                hidden={hidden.has(row.id)}
                renaming={row.id === renamingId}
                onToggle={toggle}
                onToggleHidden={toggleHidden}
                onPress={press}
                onClick={click}
                onStartRename={setRenamingId}
                onRename={rename}
              />
            );
          })}
          {indicator && (
            <div
              className="sw-navigator-drop"
              data-testid="navigator-drop-indicator"
              data-placement={indicator.drop.placement}
              data-target-id={indicator.drop.targetId}
              style={{
                left: indicator.box.left,
                width: indicator.box.width,
                top: indicator.drop.placement === 'after' ? indicator.box.top + indicator.box.height - 1 : indicator.box.top - (indicator.drop.placement === 'before' ? 1 : 0),
                height: indicator.drop.placement === 'inside' ? indicator.box.height : 2,
              }}
            />
          )}
        </div>
      </div>
      <p className="sw-navigator-help sw-muted">{trans('Arrows move, Enter selects, F2 renames, H hides in the canvas, Alt+arrows reorder.')}</p>
    </div>
  );
}
