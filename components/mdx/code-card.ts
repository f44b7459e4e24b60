/*
 * Hover cards of code links, loaded by code-card.behavior.ts, which passes on every pointerover or focusin of one. The
 * cards of an API page come from one small JSON file (lib/api/code-cards.ts), so no page's HTML carries them. The
 * card is a manual popover with nothing focusable in it: the link keeps focus, and Escape closes it.
 */
// Nothing is imported from the page script's modules: esbuild would move them to a chunk that every page loads.
const LINK = 'pre a.code-ref[href^="/api/"]';
const PAGE_EVENT = 'site:page';
const closestTarget = <T extends Element = HTMLElement>(event: Event, selector: string) =>
  ((event.target as Element | null)?.closest?.(selector) as T | null) ?? null;
const ID = 'code-card';
const files = new Map<string, Promise<Record<string, [string, string]>>>();
let shown: HTMLAnchorElement | null = null;
let hideTimer = 0;
let pressTimer = 0;
let pressed: HTMLAnchorElement | null = null;

function cardsOf(url: URL) {
  const file = `/api-cards${url.pathname.slice(4)}.json`;
  if (!files.has(file))
    files.set(
      file,
      fetch(file)
        .then((r) => (r.ok ? r.json() : {}))
        .catch(() => ({})),
    );
  return files.get(file) as Promise<Record<string, [string, string]>>;
}

function element(): HTMLElement {
  let card = document.getElementById(ID);
  if (!card) {
    card = document.createElement('div');
    card.id = ID;
    card.className = 'code-card';
    card.setAttribute('role', 'tooltip');
    card.setAttribute('popover', 'manual');
    card.append(document.createElement('pre'), document.createElement('p'));
    card.addEventListener('pointerenter', () => clearTimeout(hideTimer));
    card.addEventListener('pointerleave', () => hide());
    document.body.append(card);
  }
  return card;
}

async function show(link: HTMLAnchorElement) {
  clearTimeout(hideTimer);
  if (shown === link) return;
  shown = link;
  const url = new URL(link.href);
  const entry = (await cardsOf(url))[decodeURIComponent(url.hash.slice(1))];
  if (shown !== link) return;
  if (!entry) {
    shown = null;
    return;
  }
  const card = element();
  (card.firstChild as HTMLElement).textContent = entry[0];
  (card.lastChild as HTMLElement).textContent = entry[1];
  card.hidden = false;
  if (card.showPopover && !card.matches(':popover-open')) card.showPopover();
  place(card, link);
  link.setAttribute('aria-describedby', ID);
}

/** Below the name, or above it when the card does not fit under it; kept inside the viewport. */
function place(card: HTMLElement, link: HTMLElement) {
  const at = link.getBoundingClientRect();
  const below = at.bottom + 6 + card.offsetHeight <= innerHeight || at.top < card.offsetHeight + 6;
  card.style.left = `${Math.max(8, Math.min(at.left, innerWidth - card.offsetWidth - 8))}px`;
  card.style.top = `${below ? at.bottom + 6 : at.top - card.offsetHeight - 6}px`;
}

function hide(later = false) {
  clearTimeout(hideTimer);
  const close = () => {
    const card = document.getElementById(ID);
    if (card?.hidePopover && card.matches(':popover-open')) card.hidePopover();
    if (card) card.hidden = true;
    shown?.removeAttribute('aria-describedby');
    shown = null;
  };
  // Time for the pointer to cross onto the card (WCAG 1.4.13: the card stays while it is hovered).
  if (later) hideTimer = window.setTimeout(close, 150);
  else close();
}

/** Styles of the card, here rather than in the site's stylesheet, which every page loads. */
const STYLE =
  '.code-card{position:fixed;inset:auto;z-index:300;margin:0;max-width:min(34rem,calc(100vw - 16px));padding:8px 12px;border:1px solid var(--border);' +
  'border-radius:var(--radius);background:var(--bg);color:var(--fg);box-shadow:0 4px 16px rgb(0 0 0/.18);font-size:13px;line-height:1.45}' +
  '.code-card pre{margin:0 0 4px;padding:0;border:0;background:none;white-space:pre-wrap;overflow-wrap:anywhere;font-size:12.5px}' +
  '.code-card p{margin:0;color:var(--fg-muted)}';

/**
 * A mouse shows the card at once; a long press (0.4 s, before the browser's own menu) shows it instead of following
 * the link.
 */
function onPointerOver(event: PointerEvent) {
  const link = closestTarget<HTMLAnchorElement>(event, LINK);
  if (!link) return;
  if (event.pointerType === 'mouse') void show(link);
  else if (event.pointerType === 'touch') {
    clearTimeout(pressTimer);
    pressed = null;
    pressTimer = window.setTimeout(() => {
      pressed = link;
      void show(link);
    }, 400);
  }
}

function onFocusIn(event: FocusEvent) {
  const link = closestTarget<HTMLAnchorElement>(event, LINK);
  if (link) void show(link);
}

let started = false;

/** Sets up the card's other listeners once, then answers a pointerover or focusin that the page script passed on. */
export function on(event: Event) {
  if (!started) {
    started = true;
    startListening();
  }
  if (event.type === 'pointerover') onPointerOver(event as PointerEvent);
  else onFocusIn(event as FocusEvent);
}

function startListening() {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  // Focus leaving the code links closes the card.
  document.addEventListener('focusin', (event) => {
    if (shown && !closestTarget(event, LINK)) hide();
  });
  document.addEventListener(
    'touchstart',
    (event) => {
      if (shown && !closestTarget(event, LINK)) hide();
    },
    { passive: true },
  );
  document.addEventListener('pointerout', (event) => {
    const link = closestTarget<HTMLAnchorElement>(event, LINK);
    if (link && link === shown && !link.contains(event.relatedTarget as Node | null)) hide(true);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && shown) hide();
  });
  // A press ends, or becomes a scroll, before half a second: no card.
  for (const type of ['pointerup', 'pointercancel']) document.addEventListener(type, () => clearTimeout(pressTimer));
  for (const type of ['click', 'contextmenu'])
    document.addEventListener(type, (event) => {
      if (pressed && closestTarget(event, LINK) === pressed) {
        event.preventDefault();
        if (type === 'click') pressed = null;
      }
    });
  addEventListener(
    'scroll',
    () => {
      const card = document.getElementById(ID);
      if (shown && card) place(card, shown);
    },
    { passive: true, capture: true },
  );
  document.addEventListener(PAGE_EVENT, () => hide());
}
