(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    var dir = localStorage.getItem('dir');
    root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
    root.setAttribute('dir', dir === 'rtl' ? 'rtl' : 'ltr');
  } catch {
    /* storage blocked: keep the defaults */
  }
})();
