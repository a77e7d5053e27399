// Web push for the climbers' app (docs/announcements.md), imported by the generated worker app-sw.js
// (vite.config.ts: workbox.importScripts): shows an announcement's message, and a tap opens its link,
// which counts the opening and leads to the gym's new boulders in the app.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Gaston', {
      body: message.body || '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      data: { url: message.url || '/app' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/app', self.location.origin).href;
  event.waitUntil(self.clients.openWindow(url));
});
