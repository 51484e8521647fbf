(function () {
  var lang = null;
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    var dir = localStorage.getItem('dir');
    lang = localStorage.getItem('lang');
    // Until the person chooses, the browser's language (src/lib/preferences.ts decides alike).
    if (lang !== 'ar' && lang !== 'en') {
      var first = (navigator.languages && navigator.languages[0]) || navigator.language || '';
      lang = first.toLowerCase().indexOf('ar') === 0 ? 'ar' : 'en';
    }
    if (dir !== 'rtl' && dir !== 'ltr') dir = lang === 'ar' ? 'rtl' : 'ltr';
    root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
    root.setAttribute('dir', dir);
    root.setAttribute('lang', lang);
  } catch {
    /* storage blocked: keep the defaults */
  }

  // The shell as the app last drew it for this person, in this language and layout
  // (src/app/layout/shell-snapshot.ts writes it): painted in place of the spinner on a return, so
  // the app's frame is on the screen before its code has run. The app draws over it.
  var shell = null;
  var savedShell = function () {
    try {
      var saved = JSON.parse(localStorage.getItem('shell-snapshot') || 'null');
      var user = JSON.parse(localStorage.getItem('user') || 'null');
      if (!saved || !user || user.mustChangePassword || saved.userId !== user._id) return null;
      if (saved.lang !== (lang === 'ar' ? 'ar' : 'en')) return null;
      if (saved.phone !== window.matchMedia('(max-width: 900px)').matches) return null;
      return typeof saved.html === 'string' && saved.html ? saved.html : null;
    } catch {
      return null; // a damaged copy: the spinner, as before, and the screen's files still preloaded
    }
  };
  var showWhenParsed = function (html) {
    new MutationObserver(function (records, observer) {
      var spinner = document.querySelector('#root > .app-loading');
      if (!spinner) return;
      observer.disconnect();
      var root = spinner.parentNode;
      root.innerHTML = html;
      // The page's own link marked, as the app marks it (/leads/123 is under Leads).
      var section = '/' + (location.pathname.split('/')[1] || '');
      var here = root.querySelector('a.nav-link[href="' + section + '"]');
      if (here) here.setAttribute('aria-current', 'page');
    }).observe(document.documentElement, { childList: true, subtree: true });
  };

  // The screen's chunks: fetched now, with the entry, rather than after the entry has run
  // (vite/screen-preloads.ts writes the list into index.html). A stored session opens a signed-in
  // screen (the signed-in core and the screen's own files); without one, every address but the
  // invitation's (choose-password) shows the sign-in screen.
  var signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('token'));
    var list = document.getElementById('screen-preloads');
    if (list) {
      var files = JSON.parse(list.textContent);
      var path = location.pathname.replace(/\/+$/, '') || '/';
      var match = function (routes) {
        return routes[path] || routes[path.replace(/^(\/[^/]+)\/[^/]+$/, '$1/:id')];
      };
      var screen = signedIn ? match(files.routes) : match(files.public) || files.public['/login'];
      var js = (signedIn ? files.core.js : []).concat(screen ? screen.js : [], lang === 'ar' ? files.ar : []);
      var css = (signedIn ? files.core.css : []).concat(screen ? screen.css : []);
      shell = signedIn && !match(files.public) ? savedShell() : null;
      var add = function (rel, href, as) {
        var link = document.createElement('link');
        link.rel = rel;
        link.href = href;
        if (as) link.as = as;
        link.crossOrigin = '';
        document.head.appendChild(link);
      };
      js.forEach(function (href) {
        add('modulepreload', href);
      });
      css.forEach(function (href, i) {
        // The saved shell is drawn with the signed-in core's styles: applied now, before the first paint.
        if (shell && i < files.core.css.length) add('stylesheet', href);
        else add('preload', href, 'style');
      });
      if (shell) showWhenParsed(shell);
    }
  } catch {
    /* no list, or storage blocked: the chunks load when the router asks for them */
  }
  if (!signedIn) return;

  // The first date format a page builds loads the browser's locale and time-zone data: tens of
  // milliseconds on a phone, in the middle of drawing the screen. Done here (after parsing, while
  // the scripts are still on their way) it uses time the page spends waiting anyway. The tag is
  // the app's own (src/lib/i18n/format.ts, localeTag). Only with a stored session: the sign-in page
  // shows no date.
  setTimeout(function () {
    try {
      var digits = localStorage.getItem('digits') === 'arab';
      var tag = lang === 'ar' ? (digits ? 'ar-EG' : 'ar-EG-u-nu-latn') : digits ? 'en-US-u-nu-arab' : 'en-US';
      var format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
      format.format(0);
      format.resolvedOptions();
      new Intl.NumberFormat(tag).format(1);
    } catch {
      /* no Intl or storage: the app builds its formats when it needs them */
    }
  }, 0);
  // Likewise the plural rules (a task of its own): the shell's badges ("3 tasks today") ask for a
  // count's form as the screen draws, and the first rules a page builds load their data.
  setTimeout(function () {
    try {
      new Intl.PluralRules(lang === 'ar' ? 'ar' : 'en').select(1);
    } catch {
      /* no Intl: the app builds the rules when it needs them */
    }
  }, 0);
})();
