import type { Zoom } from 'medium-zoom';
import { onEachPage } from '@/lib/browser/page-events';

/*
 * Click-to-zoom for content images, including those inside tabs, attached a while after the page loads, once the
 * content has settled (<html data-zoom-ready>). medium-zoom (3 KB) is fetched then, on pages that have images; a
 * tap that comes before it has arrived opens the image when it has.
 */

const SELECTOR = '.markdown img:not(.no-zoom)';
const ATTACH_DELAY_MS = 1000;
const ZOOM_READY = 'zoomReady';

const root = document.documentElement;
const background = () => (root.dataset.theme === 'dark' ? 'rgb(50, 50, 50)' : 'rgb(255, 255, 255)');
let zoom: Promise<Zoom> | null = null;
let attached = false;
let timer: ReturnType<typeof setTimeout> | undefined;

function attach(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({ default: mediumZoom }) => mediumZoom({ margin: 0, scrollOffset: 40, background: background() }));
  return zoom;
}

onEachPage(() => {
  clearTimeout(timer);
  delete root.dataset[ZOOM_READY];
  attached = false;
  void zoom?.then((z) => z.detach());
  timer = setTimeout(() => {
    const images = document.querySelectorAll<HTMLImageElement>(SELECTOR);
    if (!images.length) return;
    // decode() rejects for an image that failed to load, also one that failed before now.
    images.forEach((img) => img.decode().catch(() => console.warn(`zoom: image unreachable: ${img.src}`)));
    root.dataset[ZOOM_READY] = 'true';
    void attach().then((z) => {
      z.attach(...images);
      attached = true;
    });
  }, ATTACH_DELAY_MS);
});

document.addEventListener('click', (event) => {
  const image = (event.target as Element | null)?.closest?.<HTMLImageElement>(SELECTOR);
  if (image && root.dataset[ZOOM_READY] && !attached) void attach().then((z) => z.open({ target: image }));
});

// The overlay follows the colour mode.
new MutationObserver(() => void zoom?.then((z) => z.update({ background: background() }))).observe(root, {
  attributes: true,
  attributeFilter: ['data-theme'],
});
