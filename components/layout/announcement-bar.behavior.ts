import { announcement } from '@/lib/site/config';
import { closestTarget, whenShown } from '@/lib/browser/page-events';
import { DISMISS_KEY, ID_KEY } from '@/lib/browser/announcement';

// The close button: the bar goes (CSS hides it under <html data-announcement-dismissed>) and stays dismissed for this id.
document.addEventListener('click', (event) => {
  if (!closestTarget(event, '.announcement-close')) return;
  try {
    localStorage.setItem(DISMISS_KEY, 'true');
    localStorage.setItem(ID_KEY, announcement.id);
  } catch (error) {
    console.warn('announcement: could not store dismissal', error);
  }
  document.documentElement.dataset.announcementDismissed = 'true';
});

// A page prerendered by the browser read the dismissal when it loaded: the reader may have closed the bar since.
whenShown(() => {
  try {
    if (localStorage.getItem(DISMISS_KEY) === 'true') document.documentElement.dataset.announcementDismissed = 'true';
  } catch {
    // Storage blocked: the inline script has already logged it.
  }
});
