// Web Push in the service worker (imported by the generated sw.js: vite.config.ts `importScripts`).
// A push carries a title, a body and the app route it is about, never figures (server: modules/push).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Vela', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: 'icons/icon-192.png',
      badge: 'icons/icon-192.png',
      data: { link: typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '' },
    }),
  );
});

// Opening a push opens (or focuses) the app on the screen it is about.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '';
  const url = new URL(link ? `./#${link}` : './', self.registration.scope).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if ('focus' in w) return w.navigate(url).then((c) => (c || w).focus());
      }
      return self.clients.openWindow(url);
    }),
  );
});
