import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Trans } from '../../../lib/i18n.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

export const LEAVE_TITLE = 'Leave with unsaved changes?';

/**
 * While `dirty`, leaving for another screen of the app asks first, and closing or reloading the
 * tab gets the browser's own prompt.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      confirmLabel={<Trans message="Leave" />}
      cancelLabel={<Trans message="Stay" />}
      danger
      testId="unsaved-changes-prompt"
      confirmTestId="unsaved-leave"
      cancelTestId="unsaved-stay"
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      <p>
        <Trans message="Your changes on this page are not saved yet. Leave anyway and lose them?" />
      </p>
    </ConfirmDialog>
  );
}
