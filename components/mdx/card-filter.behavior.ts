import { onEachPage } from '@/lib/browser/page-events';

/** Hides the cards whose data-filter text does not hold every typed word, and groups left empty (card-filter.tsx). */
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

document.addEventListener('input', (event) => {
  const input = (event.target as Element | null)?.closest?.<HTMLInputElement>('input[data-filter-target]');
  if (input) applyFilter(input);
});
// What was typed before this script ran (or kept by the browser on back navigation) applies too.
onEachPage(() => document.querySelectorAll<HTMLInputElement>('input[data-filter-target]').forEach(applyFilter));
