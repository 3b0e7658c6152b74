import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { canRunElementAction, ELEMENT_ACTION_LABELS, ELEMENT_ACTIONS, runElementAction } from '../state/element-actions.ts';
import { elementLabel } from '../state/element-info.ts';

/** Editing commands for the selection (the context menu's, as buttons) plus undo and redo. */
export function EditPanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  const history = useEditorState((s) => s.history);
  useEditorState((s) => s.revision);
  useEditorState((s) => s.hasClipboard);
  const node = selectedId ? store.document.nodes.get(selectedId) : undefined;

  return (
    <div className="sw-editor-edit-panel">
      <p className="sw-editor-panel-selected">{node ? trans('Selected: :name', { name: trans(elementLabel(node)) }) : trans('Select an element in the page to edit it.')}</p>
      <div className="sw-editor-action-grid">
        <Button variant="outline" size="sm" data-testid="edit-undo" disabled={!history.canUndo} onClick={() => store.undo()}>
          {trans('Undo')}
        </Button>
        <Button variant="outline" size="sm" data-testid="edit-redo" disabled={!history.canRedo} onClick={() => store.redo()}>
          {trans('Redo')}
        </Button>
        {ELEMENT_ACTIONS.map((action) => (
          <Button key={action} variant="outline" size="sm" data-testid={`edit-${action}`} disabled={!canRunElementAction(store, action, selectedId)} onClick={() => runElementAction(store, action, selectedId)}>
            {trans(ELEMENT_ACTION_LABELS[action])}
          </Button>
        ))}
      </div>
    </div>
  );
}
