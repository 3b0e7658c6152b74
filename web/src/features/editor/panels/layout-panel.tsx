import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { STYLE_MAX_WIDTHS } from '../model.ts';
import { ContainerSection } from './layout/container-section.tsx';
import { layoutAround } from './layout/layout-structure.ts';
import { RowSection } from './layout/row-section.tsx';
import './layout/layout-panel.css';

/**
 * The grid around the selection (nothing selected clears it): the container's width and rows,
 * the row's columns with their spans, gap and alignment. Widths, gaps and alignment apply to the
 * canvas's size; the base span of a column is its col-sm class.
 */
export function LayoutPanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  const breakpoint = useEditorState((s) => s.breakpoint);
  useEditorState((s) => s.revision);
  const structure = layoutAround(store.document, selectedId);

  if (!structure.containerId && !structure.rowId) {
    return (
      <p className="sw-editor-panel-selected" data-testid="layout-empty">
        {selectedId ? trans('The selected element is not inside a container or row.') : trans('Select a container, row or column in the page.')}
      </p>
    );
  }
  const width = STYLE_MAX_WIDTHS[store.styleBreakpoint];
  return (
    <div className="sw-layout-panel" data-testid="layout-panel">
      <p className="sw-layout-size" data-testid="layout-size" data-breakpoint={breakpoint}>
        {width === null ? trans('Editing all sizes. Pick a smaller canvas size to set widths for it.') : trans('Editing :size (:width px and narrower).', { size: trans(breakpoint), width })}
      </p>
      {structure.containerId && <ContainerSection containerId={structure.containerId} rowIds={structure.rowIds} activeRowId={structure.rowId} />}
      {structure.rowId && <RowSection rowId={structure.rowId} selectedColumnId={structure.columnId} />}
    </div>
  );
}
