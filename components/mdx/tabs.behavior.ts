import { closestTarget } from '@/lib/browser/page-events';

/** Shows the panel of the tab clicked in a <Tabs> group (tabs.tsx) and hides the others. */
document.addEventListener('click', (event) => {
  const tab = closestTarget(event, '.tabs-container > .tabs > [role="tab"]');
  const container = tab?.closest('.tabs-container');
  if (!tab || !container) return;
  container.querySelectorAll<HTMLElement>(':scope > .tabs > [role="tab"]').forEach((t) => {
    const selected = t === tab;
    t.setAttribute('aria-selected', String(selected));
    t.classList.toggle('tab--active', selected);
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  });
});
