// The page the popup ends on. It carries its result as inert JSON and a same-origin script
// (POPUP_SCRIPT, served at POPUP_SCRIPT_PATH) hands it to the window that opened the popup, so the
// page needs no inline script and its CSP allows nothing but that one file.

import { escapeHtml } from '../../../html-escape.ts';

/** JSON safe inside a <script type="application/json"> element, as server/http/web-app.ts embeds bootstrap data. */
function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export type SocialAuthStatus = 'SUCCESS' | 'ALREADY_LOGGED_IN' | 'REQUEST_PASSWORD' | 'TWO_FACTOR' | 'ERROR';

/** The message the popup posts to the app window: {type: 'social-auth', status, callbackData}. */
export interface SocialAuthMessage {
  type: 'social-auth';
  status: SocialAuthStatus;
  callbackData: { bootstrapData?: string; errorMessage?: string };
}

export const POPUP_SCRIPT_PATH = '/secure/auth/social/popup.js';
/** Used when the popup lost its opener (a provider page with its own opener policy cuts the link). */
export const POPUP_CHANNEL = 'sitewright-social-auth';

export const POPUP_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Posts only to the app's own origin: a page elsewhere that opened the popup receives nothing. */
export const POPUP_SCRIPT = `(function () {
  var element = document.getElementById('social-auth-result');
  var result = JSON.parse(element.textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(result.message, result.targetOrigin);
  } else if (typeof BroadcastChannel === 'function' && location.origin === result.targetOrigin) {
    var channel = new BroadcastChannel(${JSON.stringify(POPUP_CHANNEL)});
    channel.postMessage(result.message);
    channel.close();
  }
  window.close();
})();
`;

export function renderPopupPage(message: SocialAuthMessage, appOrigin: string, siteName: string): string {
  const note = message.status === 'ERROR' ? (message.callbackData.errorMessage ?? '') : 'You can close this window.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(siteName)}</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:3rem 1rem">
<p>${escapeHtml(note)}</p>
<script type="application/json" id="social-auth-result">${embedJson({ targetOrigin: appOrigin, message })}</script>
<script src="${POPUP_SCRIPT_PATH}"></script>
</body>
</html>
`;
}
