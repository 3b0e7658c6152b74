import { useState } from 'react';
import type { BootstrapData } from '../../../../../common/types.ts';
import { fetchBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { trans } from '../../../lib/i18n.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { completeSocialLogin } from './complete-social-login.ts';
import type { ConnectResponse } from './password-required-dialog.tsx';
import type { SocialService } from './providers.tsx';
import type { SocialAuthMessage } from './social-popup.ts';
import { useSocialPopup } from './use-social-popup.ts';

/** Shown for a social login error that comes without a message. */
export const SOCIAL_ERROR_MESSAGE = 'An error occurred. Please try again later';

export function showSocialError(message: SocialAuthMessage): void {
  toast.danger(trans(message.callbackData.errorMessage || SOCIAL_ERROR_MESSAGE));
}

/**
 * Social login from the login and register pages, by the popup's result:
 * SUCCESS stores the bootstrap data and goes to the redirect target, ALREADY_LOGGED_IN goes there
 * too, REQUEST_PASSWORD opens the "Password required" modal, TWO_FACTOR the challenge, ERROR a
 * danger toast.
 */
export function useSocialLogin(redirectParam: string | null) {
  const [passwordFor, setPasswordFor] = useState<SocialService | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);

  const finish = (bootstrapData: BootstrapData | string | undefined) => completeSocialLogin(bootstrapData, redirectParam);

  const { open, pending } = useSocialPopup((message, service) => {
    switch (message.status) {
      case 'SUCCESS':
        void finish(message.callbackData.bootstrapData);
        break;
      case 'ALREADY_LOGGED_IN':
        fetchBootstrapData().then(finish, (error: unknown) => showHttpErrorToast(error));
        break;
      case 'REQUEST_PASSWORD':
        setPasswordFor(service);
        break;
      case 'TWO_FACTOR':
        setTwoFactor(true);
        break;
      default:
        showSocialError(message);
    }
  });

  async function onConnected(response: ConnectResponse) {
    setPasswordFor(null);
    if (response.two_factor) setTwoFactor(true);
    else await finish(response.bootstrapData);
  }

  return {
    loginWith: (service: SocialService) => open(service, 'login'),
    pending,
    passwordFor,
    closePassword: () => setPasswordFor(null),
    onConnected,
    twoFactor,
    closeTwoFactor: () => setTwoFactor(false),
    onTwoFactorSuccess: finish,
  };
}
