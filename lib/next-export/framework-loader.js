// Inlined at the end of every exported page, minified by post-export.ts, which defines `SCRIPTS` (the framework's
// script URLs), `LAZY` (the chunks those load on demand) and the other names in capitals (markers.ts,
// lib/site/fragment.ts); framework-loader-globals.d.ts types them. Plain ES5: it runs before anything else and is
// not transpiled.
//
// Every control of the page answers from the page's own script (components/behaviors.ts); the framework adds
// client navigation and the /search page. It is fetched and started at the reader's first input, or when an element
// that needs it nears the viewport. Until then its inline scripts wait as inert blocks. Once the page has loaded and the browser is idle, its scripts are
// prefetched (network only, no script runs), so that starting it costs only their evaluation.
var started = false;
var scheduled = false;
var root = document.documentElement;
// A tap is a click: no pointerdown or touchstart, so that the framework's evaluation never runs between a tap's
// touch and its click, which the page's own script answers. Reading is not asking: a scroll, and the pointer moves
// of a finger that scrolls, leave the framework waiting, so that a tap after them finds the main thread free.
var inputs = ['click', 'pointermove', 'keydown', 'wheel', 'focusin'];

// A while after the frame that shows the response to the input that asked for it, once the reader has paused and the
// main thread is idle: the framework's evaluation is one long task, which must not hold up that frame, nor what the
// reader does at once with it (the keys typed into a dialog and the answers they bring, a look at the menu).
var SETTLE_MS = 250;
var lastInput = 0;
['keydown', 'pointerdown'].forEach(function (type) {
  addEventListener(
    type,
    function () {
      lastInput = Date.now();
    },
    { capture: true, passive: true },
  );
});
/** @param {Event} [event] */
function startAfterPaint(event) {
  if (event && event.type === 'pointermove' && /** @type {PointerEvent} */ (event).pointerType !== 'mouse') return;
  if (started || scheduled) return;
  scheduled = true;
  inputs.forEach(function (type) {
    removeEventListener(type, startAfterPaint, true);
  });
  requestAnimationFrame(function () {
    lastInput = Date.now();
    startWhenReaderPauses();
  });
}

function startWhenReaderPauses() {
  var quietFor = Date.now() - lastInput;
  if (quietFor < SETTLE_MS) return void setTimeout(startWhenReaderPauses, SETTLE_MS - quietFor);
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 500 });
  else start();
}

function start() {
  if (started) return;
  started = true;
  // The framework's inline data (the RSC payload, the chunk list): run each, in document order, as the script it was.
  document.querySelectorAll('script[type="' + INERT + '"]').forEach(function (inert) {
    var script = document.createElement('script');
    if (inert.id) script.id = inert.id;
    script.text = /** @type {HTMLScriptElement} */ (inert).text;
    /** @type {Node} */ (inert.parentNode).replaceChild(script, inert);
  });
  SCRIPTS.forEach(function (src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  });
}
inputs.forEach(function (type) {
  addEventListener(type, startAfterPaint, { capture: true, passive: true });
});

// A link to a #fragment of this page: what lies above the target is laid out first, so that the jump lands
// (layOutAbove in lib/site/fragment.ts, which this inline ES5 script cannot import). Another page's fragment is its
// own page's business (its head script, or ContentIsland after a client navigation): laying this one out would cost a
// phone 50-100 ms as the reader leaves it.
addEventListener(
  'click',
  function (event) {
    var target = /** @type {Partial<Element>} */ (event.target);
    var link = target.closest && /** @type {HTMLAnchorElement | null} */ (target.closest('a[href*="#"]'));
    if (!link || link.pathname !== location.pathname || link.search !== location.search) return;
    // An id that needs decoding is not found, and all of the page is laid out.
    var element = document.getElementById(link.hash.slice(1));
    var main = element && element.closest('main');
    if (!main) return void root.setAttribute(FRAGMENT, '');
    for (; element && element !== main; element = element.parentElement) {
      element.setAttribute(LAID_OUT, 'self');
      for (var above = element.previousElementSibling; above; above = above.previousElementSibling) above.setAttribute(LAID_OUT, 'all');
    }
  },
  true,
);

// A page the browser prerenders (speculation rules) starts nothing until the reader is shown it.
/** @param {() => void} task */
function whenShown(task) {
  if (/** @type {{ prerendering?: boolean }} */ (document).prerendering)
    document.addEventListener('prerenderingchange', task, { once: true });
  else task();
}

var needsApp = document.querySelectorAll('[' + NEEDS_APP + ']');
if (needsApp.length && window.IntersectionObserver) whenShown(observeNeedsApp);
function observeNeedsApp() {
  var inView = new IntersectionObserver(function (entries) {
    if (
      !entries.some(function (entry) {
        return entry.isIntersecting;
      })
    )
      return;
    inView.disconnect();
    startAfterPaint();
  });
  needsApp.forEach(function (element) {
    inView.observe(element);
  });
}

// Not when the reader saves data: the test of savesData() in lib/browser/connection.ts, which this inline ES5 script
// cannot import.
function prefetch() {
  if (started) return;
  var connection = /** @type {{ connection?: { saveData: boolean, effectiveType: string } }} */ (navigator).connection;
  if (connection && (connection.saveData || /2g/.test(connection.effectiveType))) return;
  if (matchMedia('(prefers-reduced-data: reduce)').matches) return;
  SCRIPTS.concat(LAZY).forEach(function (src) {
    var link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = /\.css$/.test(src) ? 'style' : 'script';
    link.href = src;
    document.head.appendChild(link);
  });
}
function whenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 2000 });
  else setTimeout(prefetch, 200);
}
whenShown(function () {
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
});
