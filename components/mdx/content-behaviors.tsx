'use client';
import { useTheme } from 'next-themes';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { SidebarId } from '@/lib/content/loader';
import { loadErrorHtml, spinnerHtml } from '@/lib/html';
import { itemsAt, sidebarHtml } from '@/lib/sidebar/html';
import type { ResolvedItem } from '@/lib/sidebar/types';

/*
 * The behaviour of the interactive blocks inside page content (copy buttons, tabs, collapsible blocks,
 * card filters, diagrams, the Copy page button) and of the sidebar's collapsed categories, from delegated
 * listeners on the document. The blocks themselves are plain server-rendered markup: page content is static
 * HTML that React does not hydrate (see ContentIsland), so nothing inside it may depend on a hydrated component.
 */

/** Height animation length grows with the content; 1 ms when the reader prefers reduced motion. */
function animationMs(height: number): number {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

async function copy(button: HTMLButtonElement) {
  const code = button.parentElement?.querySelector('pre')?.innerText ?? '';
  try {
    await navigator.clipboard.writeText(code);
    button.textContent = 'Copied';
    button.setAttribute('aria-label', 'Copied');
    setTimeout(() => {
      button.textContent = 'Copy';
      button.setAttribute('aria-label', 'Copy code to clipboard');
    }, 1500);
  } catch (error) {
    console.warn('copy: clipboard unavailable', error);
  }
}

/** Copies the page's Markdown (its `.md` export) to the clipboard. */
async function copyPage(button: HTMLButtonElement) {
  const show = (label: string) => {
    button.textContent = label;
    setTimeout(() => (button.textContent = 'Copy page'), 2000);
  };
  try {
    const response = await fetch(button.dataset.copyPage!);
    if (!response.ok) throw new Error(`${response.status}`);
    await navigator.clipboard.writeText(await response.text());
    show('Copied');
  } catch (error) {
    console.warn(`Could not copy the page as Markdown: ${(error as Error).message}`);
    show('Copy failed');
  }
}

function selectTab(tab: HTMLElement) {
  const container = tab.closest('.tabs-container');
  if (!container) return;
  container.querySelectorAll<HTMLElement>(':scope > .tabs > [role="tab"]').forEach((t) => {
    const selected = t === tab;
    t.setAttribute('aria-selected', String(selected));
    t.classList.toggle('tab--active', selected);
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  });
}

function toggleDetails(details: HTMLDetailsElement) {
  const body = details.querySelector<HTMLElement>(':scope > .details-body');
  if (!body) return;
  const setOpen = (open: boolean) => {
    details.open = open;
    details.dataset.collapsed = String(!open);
  };
  const opening = !details.open;
  if (opening) setOpen(true);
  const height = body.scrollHeight;
  const duration = animationMs(height);
  body.dataset.animationMs = String(duration);
  const frames = [{ height: '0px', overflow: 'hidden' }, { height: `${height}px`, overflow: 'hidden' }];
  const animation = body.animate(opening ? frames : frames.reverse(), { duration, easing: 'ease-in-out' });
  if (!opening) animation.onfinish = () => setOpen(false);
}

/** Hides the cards whose data-filter text does not hold every typed word, and groups left empty. */
function applyFilter(input: HTMLInputElement) {
  const root = document.getElementById(input.dataset.filterTarget ?? '');
  if (!root) return;
  const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  root.querySelectorAll<HTMLElement>('[data-filter]').forEach((card) => {
    const match = words.every((w) => card.dataset.filter!.includes(w));
    card.hidden = !match;
    if (match) shown++;
  });
  root.querySelectorAll<HTMLElement>('[data-filter-group]').forEach((group) => {
    group.hidden = !group.querySelector('[data-filter]:not([hidden])');
  });
  const count = input.parentElement?.querySelector<HTMLElement>('.card-filter-count');
  if (count) {
    count.textContent = `${shown} shown`;
    count.hidden = false;
  }
}

let renders = 0;
/** Renders a diagram placeholder (`.mermaid[data-chart]`) with the given theme; failures show a Retry box. */
async function renderDiagram(box: HTMLElement, theme: string) {
  box.dataset.rendering = theme;
  try {
    // Mermaid's own prebuilt modules, served from public/ (lib/build/vendor-mermaid.mjs), not bundled.
    const url = process.env.MERMAID_MODULE_URL!;
    const mermaid = ((await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as typeof import('mermaid')).default;
    mermaid.initialize({ startOnLoad: false, theme: theme === 'dark' ? 'dark' : 'default', securityLevel: 'strict' });
    const { svg } = await mermaid.render(`mermaid-${++renders}`, box.dataset.chart ?? '');
    if (box.dataset.rendering !== theme) return;
    box.innerHTML = svg;
    box.classList.remove('mermaid--pending');
    box.dataset.themeRendered = theme;
  } catch (error) {
    if (box.dataset.rendering !== theme) return;
    box.classList.remove('mermaid--pending');
    box.innerHTML = loadErrorHtml('diagram', (error as Error).message, 'data-diagram-retry');
    delete box.dataset.themeRendered;
  }
}

let sidebarData: Promise<Record<SidebarId, ResolvedItem[]>> | null = null;

/** The resolved sidebars, fetched once (a few KB) the first time a reader opens or points at a collapsed category. */
function loadSidebarData() {
  sidebarData ??= fetch('/sidebar-data.json').then((r) => {
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    return r.json();
  });
  sidebarData.catch(() => (sidebarData = null));
  return sidebarData;
}

/** Fills an open collapsed sidebar category (`details[data-lazy-sidebar]`) with its items, the first time it opens. */
async function fillSidebarCategory(details: HTMLDetailsElement) {
  if (!details.open || details.dataset.loaded) return;
  details.dataset.loaded = 'loading';
  const show = (html: string) => {
    const summary = details.querySelector(':scope > summary')!;
    while (summary.nextSibling) summary.nextSibling.remove();
    summary.insertAdjacentHTML('afterend', html);
  };
  try {
    const sidebarId = details.dataset.lazySidebar as SidebarId;
    const path = details.dataset.sidebarPath!.split('.').map(Number);
    const items = itemsAt((await loadSidebarData())[sidebarId] ?? [], path);
    show(sidebarHtml(items, location.pathname, sidebarId, path, Number(details.dataset.level) + 1));
    details.dataset.loaded = 'true';
  } catch (error) {
    show(loadErrorHtml('menu', (error as Error).message, 'data-sidebar-retry'));
    delete details.dataset.loaded;
  }
}

const themeNow = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

export function ContentBehaviors() {
  const pathname = usePathname();
  const { resolvedTheme } = useTheme();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const button = target?.closest?.<HTMLButtonElement>('.copy-button');
      if (button) return void copy(button);
      const copyPageButton = target?.closest?.<HTMLButtonElement>('button[data-copy-page]');
      if (copyPageButton) return void copyPage(copyPageButton);
      const tab = target?.closest?.<HTMLElement>('.tabs-container > .tabs > [role="tab"]');
      if (tab) return selectTab(tab);
      const summary = target?.closest?.('details.details > summary');
      if (summary) {
        event.preventDefault();
        return toggleDetails(summary.parentElement as HTMLDetailsElement);
      }
      const sidebarRetry = target?.closest?.('[data-sidebar-retry]')?.closest<HTMLDetailsElement>('details[data-lazy-sidebar]');
      if (sidebarRetry) {
        sidebarRetry.querySelector('.lazy-error')?.replaceWith(document.createRange().createContextualFragment(spinnerHtml('Loading menu')));
        return void fillSidebarCategory(sidebarRetry);
      }
      const retry = target?.closest?.('[data-diagram-retry]');
      const box = retry?.closest<HTMLElement>('.mermaid[data-chart]');
      if (box) void renderDiagram(box, themeNow());
    };
    const onInput = (event: Event) => {
      const input = (event.target as Element | null)?.closest?.<HTMLInputElement>('input[data-filter-target]');
      if (input) applyFilter(input);
    };
    // toggle does not bubble: listened for in the capture phase.
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.matches?.('details[data-lazy-sidebar]')) void fillSidebarCategory(details);
    };
    const onPointerOver = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('details[data-lazy-sidebar]:not([data-loaded]) > summary')) void loadSidebarData().catch(() => {});
    };
    document.addEventListener('click', onClick);
    document.addEventListener('input', onInput);
    document.addEventListener('toggle', onToggle, true);
    document.addEventListener('pointerover', onPointerOver, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('input', onInput);
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('pointerover', onPointerOver);
    };
  }, []);

  // Per page: sidebar categories and filters used before the listeners existed, the narrow-screen TOC's list,
  // and diagrams as they near the viewport.
  useEffect(() => {
    document.querySelectorAll<HTMLDetailsElement>('details[data-lazy-sidebar][open]').forEach((d) => void fillSidebarCategory(d));
    const list = document.querySelector('.doc-toc .toc > ul');
    document.querySelectorAll('nav.toc--inline').forEach((nav) => {
      if (list && !nav.firstElementChild) nav.append(list.cloneNode(true));
    });
    document.querySelectorAll<HTMLInputElement>('input[data-filter-target]').forEach(applyFilter);
    const theme = resolvedTheme === 'dark' ? 'dark' : 'light';
    const observer = new IntersectionObserver(
      (entries) =>
        entries.forEach((e) => {
          if (!e.isIntersecting) return;
          observer.unobserve(e.target);
          void renderDiagram(e.target as HTMLElement, theme);
        }),
      { rootMargin: '400px 0px' },
    );
    document.querySelectorAll<HTMLElement>('.mermaid[data-chart]').forEach((box) => {
      if (box.dataset.themeRendered === theme) return;
      if (box.dataset.themeRendered) void renderDiagram(box, theme); // theme changed: redraw now
      else observer.observe(box);
    });
    return () => observer.disconnect();
  }, [pathname, resolvedTheme]);

  return null;
}
