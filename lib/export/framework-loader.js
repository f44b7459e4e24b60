// Inlined at the end of every exported page, minified by lib/export/post-export.ts, which also defines `s` (the
// framework's script URLs), INERT (the type its inline scripts are kept inert under) and FRAGMENT (the attribute of
// lib/site/fragment.ts). See frameworkLoaderTag there for what it does and why. Plain ES5: it runs before anything
// else and is not transpiled.
var started = false;
var queue = [];
var root = document.documentElement;
var inputs = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];

function start() {
  if (started) return;
  started = true;
  inputs.forEach(function (type) {
    removeEventListener(type, start, true);
  });
  // The framework's inline data (the RSC payload, the chunk list) is kept as inert blocks until now: run each,
  // in document order, as the script it was.
  document.querySelectorAll('script[type="' + INERT + '"]').forEach(function (inert) {
    var script = document.createElement('script');
    if (inert.id) script.id = inert.id;
    script.text = inert.text;
    inert.parentNode.replaceChild(script, inert);
  });
  s.forEach(function (src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  });
}
inputs.forEach(function (type) {
  addEventListener(type, start, { capture: true, passive: true });
});

/** Keeps `action` until <html> has `marker`; false when it is there already (nothing to wait for). */
function whenMarked(marker, action) {
  if (root.hasAttribute(marker)) return false;
  queue.push([marker, action]);
  return true;
}
new MutationObserver(function () {
  queue = queue.filter(function (entry) {
    if (!root.hasAttribute(entry[0])) return true;
    entry[1]();
    return false;
  });
}).observe(root, { attributes: true, attributeFilter: ['data-search-ready', 'data-zoom-ready'] });

addEventListener('click', function (event) {
  var target = event.target;
  if (!target.closest) return;
  // A link to a #fragment: all content is laid out first, so that the jump lands (lib/site/fragment.ts).
  if (target.closest('a[href*="#"]')) root.setAttribute(FRAGMENT, '');
  var button = target.closest('button');
  var image = target.closest('.markdown img');
  // Until the app is ready the click goes no further, so that it is applied once, by the replay: React, once it
  // has started hydrating, would replay it too.
  if (button && whenMarked('data-search-ready', function () { button.click(); })) event.stopImmediatePropagation();
  else if (image) whenMarked('data-zoom-ready', function () { image.click(); });
}, true);

addEventListener('keydown', function (event) {
  var key = (event.key || '').toLowerCase();
  var target = event.target || {};
  var editable = target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
  if (!(key === 'k' && (event.ctrlKey || event.metaKey)) && !(key === '/' && !editable)) return;
  var replay = function () {
    dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, bubbles: true, cancelable: true }));
  };
  // The browser's own use of the shortcut (Ctrl+K: its search bar) would take the reader away.
  if (whenMarked('data-search-ready', replay)) event.preventDefault();
}, true);

var needsApp = document.querySelectorAll('[data-needs-app]');
if (needsApp.length && window.IntersectionObserver) {
  var inView = new IntersectionObserver(function (entries) {
    if (!entries.some(function (entry) { return entry.isIntersecting; })) return;
    inView.disconnect();
    start();
  });
  needsApp.forEach(function (element) {
    inView.observe(element);
  });
}
