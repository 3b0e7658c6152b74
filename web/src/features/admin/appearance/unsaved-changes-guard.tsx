import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Trans } from '../../../lib/i18n.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
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

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={<Trans message="Unsaved changes" />}
      confirmLabel={<Trans message="Leave without saving" />}
      cancelLabel={<Trans message="Stay" />}
      danger
      testId="unsaved-changes-dialog"
      confirmTestId="unsaved-leave"
      cancelTestId="unsaved-stay"
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      <p>
        <Trans message="Your appearance changes are not saved yet. Leave anyway and lose them?" />
      </p>
    </ConfirmDialog>
  );
}
