import type { CSSProperties } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import type { Box } from '../state/drop-target.ts';
import { canRunElementAction, runElementAction } from '../state/element-actions.ts';
import { elementLabel, layoutKind } from '../state/element-info.ts';
import { Icon } from '../chrome/icons.tsx';
import { boxStyle } from './box-style.ts';

const BAR_HEIGHT_PX = 26;

/** The selected element's outline and its small toolbar: name, move handle, parent, duplicate, delete. */
export function SelectionBox({ id, box, stageWidth }: { id: string; box: Box; stageWidth: number }) {
  const { store, drag } = useEditor();
  useEditorState((s) => s.revision);
  const trans = useTrans();
  const node = store.document.nodes.get(id);
  const label = elementLabel(node);
  const isRoot = id === store.document.rootId;
  // Inside a shared part an edit changes every page showing it: the outline and badge say so.
  const shared = store.partAt(id);
  // The bar sits above the box, or inside its top edge when the box touches the frame's top.
  const barTop = box.top >= BAR_HEIGHT_PX ? box.top - BAR_HEIGHT_PX : Math.max(0, box.top);
  const barStyle: CSSProperties = { transform: `translate(${Math.max(0, Math.min(box.left, stageWidth - 180))}px, ${barTop}px)` };

  return (
    <>
      <div className="sw-canvas-selection" data-testid="selection-box" data-id={id} data-layout={layoutKind(node) ?? undefined} data-shared-part={shared ? true : undefined} style={boxStyle(box)} />
      <div className="sw-canvas-selection-bar" style={barStyle} data-testid="selection-bar">
        <span className="sw-canvas-selection-name" data-testid="selection-name">
          {trans(label)}
        </span>
        {shared && (
          <span className="sw-canvas-part-badge" data-testid="selection-part" title={trans('Edit here changes every page.')}>
            {shared.part.name}
          </span>
        )}
        {!isRoot && (
          <button
            type="button"
            className="sw-canvas-bar-btn sw-canvas-move-handle"
            data-testid="selection-move"
            aria-label={trans('Drag to move')}
            title={trans('Drag to move')}
            onPointerDown={(event) => {
              event.preventDefault();
              drag.press({ kind: 'move', id, label }, event);
            }}
          >
            <Icon name="move" size={14} />
          </button>
        )}
        {canRunElementAction(store, 'selectParent', id) && (
          <button type="button" className="sw-canvas-bar-btn" data-testid="selection-parent" aria-label={trans('Select parent')} title={trans('Select parent')} onClick={() => store.selectParent()}>
            <Icon name="parent" size={14} />
          </button>
        )}
        {!isRoot && (
          <>
            <button type="button" className="sw-canvas-bar-btn" data-testid="selection-duplicate" aria-label={trans('Duplicate')} title={trans('Duplicate')} onClick={() => runElementAction(store, 'duplicate', id)}>
              <Icon name="duplicate" size={14} />
            </button>
            <button type="button" className="sw-canvas-bar-btn" data-testid="selection-delete" aria-label={trans('Delete')} title={trans('Delete')} onClick={() => runElementAction(store, 'delete', id)}>
              <Icon name="delete" size={14} />
            </button>
          </>
        )}
      </div>
    </>
  );
}
