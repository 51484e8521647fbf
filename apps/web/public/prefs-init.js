(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    var dir = localStorage.getItem('dir');
    var lang = localStorage.getItem('lang');
    root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
    root.setAttribute('dir', dir === 'rtl' ? 'rtl' : 'ltr');
    root.setAttribute('lang', lang === 'ar' ? 'ar' : 'en');
  } catch {
    /* storage blocked: keep the defaults */
  }
})();
