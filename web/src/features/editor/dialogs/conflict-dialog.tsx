import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';

export const CONFLICT_TITLE = 'This project was changed elsewhere';

/** A save answered 409: take the server's version, overwrite it with this one, or close and decide later. */
export function ConflictDialog() {
  const { store } = useEditor();
  const trans = useTrans();
  const conflict = useEditorState((s) => s.conflict);
  const pages = useEditorState((s) => s.conflictPages);
  return (
    <Dialog open={conflict !== null} onClose={() => store.dismissConflict()} closeOnBackdrop={false} title={CONFLICT_TITLE} size="md">
      <div data-testid="conflict-dialog">
        <p>{trans('Someone saved this project in another tab or on another device after you opened it. Reload to continue from their version (your unsaved changes are discarded), or overwrite their version with yours.')}</p>
        {pages.length > 0 && (
          <p data-testid="conflict-pages">
            <strong>{trans('Changed in both places: :pages', { pages: pages.join(', ') })}</strong>
          </p>
        )}
        <div className="sw-editor-dialog-actions">
          <Button variant="outline" data-testid="conflict-reload" onClick={() => store.reloadFromConflict()}>
            {trans('Reload')}
          </Button>
          <Button variant="danger" data-testid="conflict-overwrite" onClick={() => void store.overwriteConflict()}>
            {trans('Overwrite')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
