import { useForm } from 'react-hook-form';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { suspendUser, type UserRow } from './users-api.ts';

/** Suspends a user (optionally saying why): they cannot log in, and their sessions and tokens stop working. */
export function SuspendDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const trans = useTrans();
  return (
    <Dialog open={user !== null} onClose={onClose} title={user ? trans('Suspend :name?', { name: user.display_name }) : undefined} size="sm">
      {user && <SuspendForm key={user.id} user={user} onDone={onClose} />}
    </Dialog>
  );
}

function SuspendForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(true, () => form.setFocus('reason'));

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await suspendUser(user.id, reason.trim());
      toast('User suspended');
      onDone();
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="suspend-form">
      <p>
        <Trans message="They will be logged out everywhere and cannot log in until they are unsuspended." />
      </p>
      <div className="sw-field">
        <label className="sw-label" htmlFor="suspend-reason">
          <Trans message="Reason (optional)" />
        </label>
        <textarea id="suspend-reason" className="sw-input sw-textarea" rows={3} aria-invalid={errors.reason ? true : undefined} {...form.register('reason')} />
        {errors.reason?.message && (
          <span className="sw-field-error" role="alert">
            <Trans message={errors.reason.message} />
          </span>
        )}
      </div>
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting} data-testid="suspend-submit">
          <Trans message="Suspend" />
        </Button>
      </div>
    </form>
  );
}
