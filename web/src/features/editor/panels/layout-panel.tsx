import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { canRunElementAction, runElementAction } from '../state/element-actions.ts';
import { ancestry, elementNode, layoutKind, type LayoutKind } from '../state/element-info.ts';
import { ComingSoon } from './upcoming-panels.tsx';

const KINDS: LayoutKind[] = ['container', 'row', 'column'];
const KIND_LABELS: Record<LayoutKind, string> = { container: 'Container', row: 'Row', column: 'Column' };

/** The container / row / column around the selection (nothing selected clears it) and Add column. */
export function LayoutPanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  useEditorState((s) => s.revision);
  const doc = store.document;
  const chain = selectedId ? ancestry(doc, selectedId) : [];
  // The innermost container, row and column on the way to the selection.
  const layout = new Map<LayoutKind, string>();
  for (const id of chain) {
    const kind = layoutKind(elementNode(doc, id));
    if (kind) layout.set(kind, id);
  }

  return (
    <div className="sw-editor-layout-panel">
      <ul className="sw-editor-layout-chain" data-testid="layout-selection">
        {KINDS.map((kind) => {
          const id = layout.get(kind);
          return (
            <li key={kind} data-kind={kind} data-selected={id ? 'true' : 'false'}>
              <span>{trans(KIND_LABELS[kind])}</span>
              {id ? (
                <button type="button" className="sw-editor-link-btn" onClick={() => store.select(id)} aria-current={id === selectedId ? 'true' : undefined}>
                  {id === selectedId ? trans('Selected') : trans('Select')}
                </button>
              ) : (
                <span className="sw-muted">—</span>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="outline" size="sm" data-testid="add-column" disabled={!canRunElementAction(store, 'addColumn', selectedId)} onClick={() => runElementAction(store, 'addColumn', selectedId)}>
        {trans('Add column')}
      </Button>
      <ComingSoon>{trans('Column widths, gutters and container settings.')}</ComingSoon>
    </div>
  );
}
