// Sitewright's service worker: shows the browser channel's Web Push notifications and opens their
// link when one is clicked (web/src/features/notifications/browser-push.ts registers it).
// The server pushes JSON {title, body, url, id}. There is no fetch handler: pages and API calls
// never pass through this worker.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(data) {
  if (!data) return {};
  try {
    const payload = data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Notification';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    data: { url: typeof payload.url === 'string' && payload.url ? payload.url : '/' },
  };
  if (payload.id !== undefined && payload.id !== null) options.tag = String(payload.id);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** The notification's address: absolute, resolved against this site; only http(s). */
function targetUrl(notification) {
  try {
    const url = new URL((notification.data && notification.data.url) || '/', self.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab already showing the address comes to the front.
      const open = windows.find((client) => client.url === url);
      if (open && 'focus' in open) return open.focus();
      // Otherwise a new window: navigating another tab of the site could lose unsaved work.
      return self.clients.openWindow(url);
    })(),
  );
});
