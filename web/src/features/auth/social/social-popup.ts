import { SOCIAL_POPUP } from '../../../../../common/constants.ts';

// The popup that carries a social login: 650×550, centred on the app
// window, polled every second for closure. Its last page (server/modules/auth/social/popup-page.ts)
// posts a `social-auth` message to this window, or through a BroadcastChannel of this origin when
// a provider page cut the popup's link to its opener.

export type SocialAuthStatus = 'SUCCESS' | 'ALREADY_LOGGED_IN' | 'REQUEST_PASSWORD' | 'TWO_FACTOR' | 'ERROR';

export interface SocialAuthMessage {
  type: 'social-auth';
  status: SocialAuthStatus;
  callbackData: { bootstrapData?: string; errorMessage?: string };
}

export const SOCIAL_AUTH_CHANNEL = 'sitewright-social-auth';
export const POPUP_BLOCKED_MESSAGE = 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
// As long as the server keeps the flow's state: a later answer could not succeed anyway.
const LISTEN_MS = 10 * 60 * 1000;
const STATUSES: readonly string[] = ['SUCCESS', 'ALREADY_LOGGED_IN', 'REQUEST_PASSWORD', 'TWO_FACTOR', 'ERROR'];

export function isSocialAuthMessage(value: unknown): value is SocialAuthMessage {
  const message = value as Partial<SocialAuthMessage> | null;
  return Boolean(message) && message!.type === 'social-auth' && STATUSES.includes(String(message!.status)) && typeof message!.callbackData === 'object';
}

export interface SocialPopupHandlers {
  onMessage: (message: SocialAuthMessage) => void;
  /** The popup is gone (or looks gone); a message may still follow through the channel. */
  onClosed: () => void;
}

/** Opens `url` in the popup and reports its result once; returns a function that stops listening. */
export function openSocialPopup(url: string, handlers: SocialPopupHandlers): () => void {
  const { width, height, pollMs } = SOCIAL_POPUP;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  const popup = window.open(url, 'social-auth', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SOCIAL_AUTH_CHANNEL) : null;
  let stopped = false;

  function stop() {
    if (stopped) return;
    stopped = true;
    window.clearInterval(poll);
    window.clearTimeout(expiry);
    window.removeEventListener('message', onWindowMessage);
    channel?.close();
  }

  function deliver(message: SocialAuthMessage) {
    if (stopped) return;
    stop();
    if (popup && !popup.closed) popup.close();
    handlers.onMessage(message);
  }

  function onWindowMessage(event: MessageEvent) {
    if (event.origin === window.location.origin && isSocialAuthMessage(event.data)) deliver(event.data);
  }

  window.addEventListener('message', onWindowMessage);
  if (channel) channel.onmessage = (event) => isSocialAuthMessage(event.data) && deliver(event.data);
  // Closure ends the wait in the UI but not the listening: see onClosed.
  const poll = window.setInterval(() => {
    if (popup && !popup.closed) return;
    window.clearInterval(poll);
    handlers.onClosed();
  }, pollMs);
  const expiry = window.setTimeout(stop, LISTEN_MS);

  if (!popup) deliver({ type: 'social-auth', status: 'ERROR', callbackData: { errorMessage: POPUP_BLOCKED_MESSAGE } });
  return stop;
}
