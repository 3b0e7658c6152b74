import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { required } from '../../lib/forms/rules.ts';
import { useFocusWhenOpen } from '../../lib/forms/use-focus-when-open.ts';
import { useServerErrors } from '../../lib/forms/use-server-errors.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from './form-fields.tsx';
import { confirmPassword, createConfirmedRunner, type AskForPassword, type WithConfirmedPassword } from './password-confirmation.ts';

// The "Confirm password" dialog and the hook that runs sensitive actions behind it
// (password-confirmation.ts has the flow).

const AskContext = createContext<AskForPassword | null>(null);

/** Renders the "Confirm password" dialog for everything below it that uses useWithConfirmedPassword(). */
export function PasswordConfirmationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback<AskForPassword>(() => {
    resolver.current?.(false);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOpen(false);
  }, []);

  return (
    <AskContext.Provider value={ask}>
      {children}
      <ConfirmPasswordDialog open={open} onDone={finish} />
    </AskContext.Provider>
  );
}

/** withConfirmedPassword(action, {password?}): runs the action once the password is confirmed. */
export function useWithConfirmedPassword(): WithConfirmedPassword {
  const ask = useContext(AskContext);
  if (!ask) throw new Error('useWithConfirmedPassword needs a <PasswordConfirmationProvider>');
  return useMemo(() => createConfirmedRunner(ask), [ask]);
}

function ConfirmPasswordDialog({ open, onDone }: { open: boolean; onDone: (confirmed: boolean) => void }) {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(open, () => form.setFocus('password'));

  const close = (confirmed: boolean) => {
    form.reset();
    onDone(confirmed);
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await confirmPassword(password);
      close(true);
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <Dialog open={open} onClose={() => close(false)} title="Confirm password" size="sm">
      <form onSubmit={onSubmit} noValidate data-testid="confirm-password-dialog">
        <p className="sw-muted">
          <Trans message="For your security, please confirm your password to continue." />
        </p>
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password', required)} />
        <div className="sw-dialog-actions">
          <Button variant="text" onClick={() => close(false)} data-testid="confirm-password-cancel">
            <Trans message="Cancel" />
          </Button>
          <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="confirm-password-submit">
            <Trans message="Confirm" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
