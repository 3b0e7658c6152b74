import { useState } from 'react';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { trans } from '../../../lib/i18n.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { socialProvider, useEnabledSocialProviders, type SocialService } from './providers.tsx';
import { showSocialError } from './use-social-login.ts';
import { useSocialPopup } from './use-social-popup.ts';

export interface UseSocialConnectOptions {
  /** Runs after a provider was connected or disconnected (e.g. refetch users/me?with=social_profiles). */
  onChange?: () => void;
}

/**
 * For the account settings "Social login" panel: the enabled providers (the panel shows only when
 * there is at least one), connect(service) through the popup's connect mode, disconnect(service),
 * and `busy`: the provider whose popup or request is under way.
 * Toasts: "<Provider> account connected", the server's "<Provider> account disconnected", errors.
 */
export function useSocialConnect(options: UseSocialConnectOptions = {}) {
  const providers = useEnabledSocialProviders();
  const [disconnecting, setDisconnecting] = useState<SocialService | null>(null);

  const { open, pending } = useSocialPopup((message, service) => {
    if (message.status === 'SUCCESS') {
      toast(trans(':service account connected', { service: socialProvider(service).name }));
      options.onChange?.();
    } else {
      showSocialError(message);
    }
  });

  async function disconnect(service: SocialService): Promise<void> {
    setDisconnecting(service);
    try {
      const response = await apiClient.post<{ message: string }>(`secure/auth/social/${service}/disconnect`);
      toast(trans(response.message));
      options.onChange?.();
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setDisconnecting(null);
    }
  }

  return {
    providers,
    connect: (service: SocialService) => open(service, 'connect'),
    disconnect,
    busy: pending ?? disconnecting,
  };
}
