import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useAppearanceState } from './editor-store.ts';

const EDITOR_PATH = /^\/admin\/appearance(\/|$)/;

/**
 * Leaving the editor with unsaved changes asks first: in the app, a dialog (moving between the
 * editor's own sections never asks); closing or reloading the tab, the browser's own prompt.
 */
export function UnsavedChangesGuard() {
  const dirty = useAppearanceState((state) => state.dirty);
  const blocker = useBlocker(({ nextLocation }) => dirty && !EDITOR_PATH.test(nextLocation.pathname));

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      title="Unsaved changes"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
            <Trans message="Stay" />
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
            <Trans message="Leave without saving" />
          </Button>
        </>
      }
    >
      <p data-testid="unsaved-changes-dialog">
        <Trans message="Your appearance changes are not saved yet. Leave anyway and lose them?" />
      </p>
    </Dialog>
  );
}
