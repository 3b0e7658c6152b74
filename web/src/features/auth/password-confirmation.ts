import { PASSWORD_CONFIRMATION_SECONDS } from '../../../../common/constants.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';

// One password-confirmation flow for sensitive actions (valid for 9000 seconds; 2FA
// changes, tokens, logging out other sessions, account deletion). Before the action: GET
// auth/user/confirmed-password-status?seconds=9000; when not confirmed, the "Confirm password"
// dialog (confirm-password.tsx) posts auth/user/confirm-password {password}; then the action
// runs. Should the action still answer 423 (the window ran out in between), the password is asked
// for once more and the action retried.

export const PASSWORD_CONFIRMATION_REQUIRED_STATUS = 423;

/** Thrown when the user closes the "Confirm password" dialog: the action did not run; nothing to report. */
export class PasswordConfirmationCancelled extends Error {
  constructor() {
    super('Password confirmation cancelled');
    this.name = 'PasswordConfirmationCancelled';
  }
}

export function isPasswordConfirmationCancelled(error: unknown): boolean {
  return error instanceof PasswordConfirmationCancelled;
}

/** The shared danger toast for a failed action, except when the user merely cancelled the confirmation. */
export function showActionError(error: unknown): void {
  if (!isPasswordConfirmationCancelled(error)) showHttpErrorToast(error);
}

export async function isPasswordConfirmed(): Promise<boolean> {
  try {
    const response = await apiClient.get<{ confirmed?: boolean } | null>('auth/user/confirmed-password-status', { seconds: PASSWORD_CONFIRMATION_SECONDS });
    return Boolean(response?.confirmed);
  } catch {
    return false;
  }
}

export function confirmPassword(password: string): Promise<unknown> {
  return apiClient.post('auth/user/confirm-password', { password });
}

export interface ConfirmedActionOptions {
  /**
   * The password, when the form running the action asked for it already (logging out other
   * sessions): it confirms with that instead of showing a second dialog.
   */
  password?: string;
}

export type WithConfirmedPassword = <T>(action: () => Promise<T>, options?: ConfirmedActionOptions) => Promise<T>;

/** Shows the dialog; resolves true once the password was confirmed, false when it was closed. */
export type AskForPassword = () => Promise<boolean>;

export function createConfirmedRunner(ask: AskForPassword): WithConfirmedPassword {
  async function ensureConfirmed(password: string | undefined): Promise<void> {
    if (password !== undefined) {
      await confirmPassword(password);
      return;
    }
    if (!(await ask())) throw new PasswordConfirmationCancelled();
  }

  return async (action, options = {}) => {
    // With the password at hand the action itself is the check; otherwise ask the server first,
    // so the dialog shows before anything happens rather than after a refusal.
    if (options.password === undefined && !(await isPasswordConfirmed())) await ensureConfirmed(undefined);
    try {
      return await action();
    } catch (error) {
      if (!isHttpError(error) || error.status !== PASSWORD_CONFIRMATION_REQUIRED_STATUS) throw error;
      await ensureConfirmed(options.password);
      return action();
    }
  };
}
