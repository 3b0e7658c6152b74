import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

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

  const open = blocker.state === 'blocked';
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Dialog
      open={open}
      onClose={stay}
      title={LEAVE_TITLE}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={stay} data-testid="unsaved-stay">
            <Trans message="Stay" />
          </Button>
          <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()} data-testid="unsaved-leave">
            <Trans message="Leave" />
          </Button>
        </>
      }
    >
      <p data-testid="unsaved-changes-prompt">
        <Trans message="Your changes on this page are not saved yet. Leave anyway and lose them?" />
      </p>
    </Dialog>
  );
}
