import { loadErrorHtml } from '@/lib/html';
import { closestTarget, onEachPage } from '@/lib/browser/page-events';

/*
 * Draws the diagrams of mermaid.tsx as they come within 400 px of the viewport, in the page's colour mode, and
 * draws them again when the mode changes. Mermaid is fetched only then, from its own prebuilt modules (public/,
 * lib/public-assets/vendor-mermaid.mjs).
 */

declare const MERMAID_MODULE_URL: string;

const root = document.documentElement;
const themeNow = () => (root.dataset.theme === 'dark' ? 'dark' : 'light');
let renders = 0;
/** Chromium keeps a failed module import in its module map: a retry asks for the module under a new URL. */
let failedImports = 0;

async function renderDiagram(box: HTMLElement, theme: string) {
  box.dataset.rendering = theme;
  try {
    const url = failedImports ? `${MERMAID_MODULE_URL}?retry=${failedImports}` : MERMAID_MODULE_URL;
    const mermaid = (
      (await import(/* webpackIgnore: true */ url).catch((error) => {
        failedImports++;
        throw error;
      })) as typeof import('mermaid')
    ).default;
    mermaid.initialize({ startOnLoad: false, theme: theme === 'dark' ? 'dark' : 'default', securityLevel: 'strict' });
    const { svg } = await mermaid.render(`mermaid-${++renders}`, box.dataset.chart ?? '');
    if (box.dataset.rendering !== theme) return;
    // A diagram drawn above the viewport (the page was opened at a #fragment) must not push the reader's place down.
    const above = box.getBoundingClientRect().bottom <= 0;
    const height = box.offsetHeight;
    box.innerHTML = svg;
    if (above) scrollBy(0, box.offsetHeight - height);
    box.classList.remove('mermaid--pending');
    box.dataset.themeRendered = theme;
  } catch (error) {
    if (box.dataset.rendering !== theme) return;
    box.classList.remove('mermaid--pending');
    box.innerHTML = loadErrorHtml('diagram', (error as Error).message, 'data-diagram-retry');
    delete box.dataset.themeRendered;
  }
}

const nearView = new IntersectionObserver(
  (entries) =>
    entries.forEach((entry) => {
      if (!entry.isIntersecting) return;
      nearView.unobserve(entry.target);
      void renderDiagram(entry.target as HTMLElement, themeNow());
    }),
  { rootMargin: '400px 0px' },
);

onEachPage(() =>
  document.querySelectorAll<HTMLElement>('.mermaid[data-chart]:not([data-theme-rendered])').forEach((box) => nearView.observe(box)),
);

// The colour mode changed: drawn diagrams are drawn again at once.
new MutationObserver(() => {
  document.querySelectorAll<HTMLElement>('.mermaid[data-theme-rendered]').forEach((box) => {
    if (box.dataset.themeRendered !== themeNow()) void renderDiagram(box, themeNow());
  });
}).observe(root, { attributes: true, attributeFilter: ['data-theme'] });

document.addEventListener('click', (event) => {
  const box = closestTarget(event, '[data-diagram-retry]')?.closest<HTMLElement>('.mermaid[data-chart]');
  if (box) void renderDiagram(box, themeNow());
});
