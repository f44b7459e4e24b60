import { closestTarget, PAGE_EVENT } from '@/lib/site/page-events';

/*
 * Hover cards of code links: a Dagster name in a code block that links to the reference (lib/api/python-refs.mjs)
 * shows its call form and summary on mouse hover, keyboard focus or a long press. The cards of an API page come from
 * one small JSON file (lib/api/code-cards.ts), fetched on the first such input, so no page's HTML carries them.
 * The card is a manual popover that names no focusable content: the link keeps focus and Escape closes it.
 */
const LINK = 'pre a.code-ref[href^="/api/"]';
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
  if (!entry || shown !== link) return;
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

document.addEventListener('pointerover', (event) => {
  const link = closestTarget<HTMLAnchorElement>(event, LINK);
  if (link && event.pointerType === 'mouse') void show(link);
});
document.addEventListener('pointerout', (event) => {
  const link = closestTarget<HTMLAnchorElement>(event, LINK);
  if (link && link === shown && !link.contains(event.relatedTarget as Node | null)) hide(true);
});
document.addEventListener('focusin', (event) => {
  const link = closestTarget<HTMLAnchorElement>(event, LINK);
  if (link) void show(link);
  else if (shown) hide();
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && shown) hide();
});
// A long press (half a second) on a touch screen shows the card instead of following the link.
document.addEventListener(
  'touchstart',
  (event) => {
    const link = closestTarget<HTMLAnchorElement>(event, LINK);
    clearTimeout(pressTimer);
    pressed = null;
    if (shown && !link) hide();
    if (link)
      pressTimer = window.setTimeout(() => {
        pressed = link;
        void show(link);
      }, 500);
  },
  { passive: true },
);
document.addEventListener('touchend', () => clearTimeout(pressTimer), { passive: true });
document.addEventListener('touchmove', () => clearTimeout(pressTimer), { passive: true });
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
