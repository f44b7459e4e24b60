import { closestTarget } from '@/lib/browser/page-events';

/** Height animation length grows with the content; 1 ms when the reader prefers reduced motion. */
function animationMs(height: number): number {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** Opens or closes a collapsible block (details.tsx), animating its height. */
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
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height: `${height}px`, overflow: 'hidden' },
  ];
  const animation = body.animate(opening ? frames : frames.reverse(), { duration, easing: 'ease-in-out' });
  if (!opening) animation.onfinish = () => setOpen(false);
}

document.addEventListener('click', (event) => {
  const summary = closestTarget(event, 'details.details > summary');
  if (!summary) return;
  event.preventDefault();
  toggleDetails(summary.parentElement as HTMLDetailsElement);
});
