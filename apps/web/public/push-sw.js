/* Web Push in the service worker (imported by the one vite-plugin-pwa generates: vite.config.ts).
 * A push carries a kind, an id and the person's language, never a name: the notice is worded here,
 * in English or Arabic, and opens the screen it is about. */
/* global clients */
'use strict';

var PUSH_WORDS = {
  en: { 'lead.assigned': { title: 'New lead for you', body: 'A lead was assigned to you. Tap to open it.' } },
  ar: { 'lead.assigned': { title: 'عميل جديد لك', body: 'تم تعيين عميل محتمل لك. اضغط لفتحه.' } },
};

function screenFor(push) {
  if (push.type === 'lead.assigned') return '/leads/' + encodeURIComponent(push.id);
  return '/';
}

self.addEventListener('push', function (event) {
  var push;
  try {
    push = event.data ? event.data.json() : null;
  } catch {
    push = null;
  }
  if (!push || !push.type) return;
  var language = push.language === 'ar' ? 'ar' : 'en';
  var words = PUSH_WORDS[language][push.type];
  if (!words) return;
  event.waitUntil(
    self.registration.showNotification(words.title, {
      body: words.body,
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      icon: '/icons/icon-192.png',
      tag: push.type + ':' + push.id,
      data: { url: screenFor(push) },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (open) {
      for (var i = 0; i < open.length; i++) {
        if ('navigate' in open[i])
          return open[i].focus().then(function (client) {
            return client.navigate(url);
          });
      }
      return clients.openWindow(url);
    }),
  );
});
