import { useCallback, useEffect, useRef, useState } from 'react';
import { openSocialPopup, type SocialAuthMessage } from './social-popup.ts';
import type { SocialService } from './providers.tsx';

/**
 * One popup at a time for a component: `open` starts it (replacing one still waiting), `pending`
 * names the provider while its popup is open, and unmounting stops listening.
 */
export function useSocialPopup(onMessage: (message: SocialAuthMessage, service: SocialService) => void) {
  const [pending, setPending] = useState<SocialService | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => () => stopRef.current?.(), []);

  const open = useCallback((service: SocialService, mode: 'login' | 'connect') => {
    stopRef.current?.();
    setPending(service);
    stopRef.current = openSocialPopup(`/secure/auth/social/${service}/${mode}`, {
      onClosed: () => setPending((current) => (current === service ? null : current)),
      onMessage: (message) => {
        setPending(null);
        onMessageRef.current(message, service);
      },
    });
  }, []);

  return { open, pending };
}
