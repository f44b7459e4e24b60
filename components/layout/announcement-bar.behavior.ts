import { site } from '@/lib/site/config';
import { closestTarget } from '@/lib/site/page-events';
import { DISMISS_KEY, ID_KEY } from '@/lib/site/announcement';

// The close button: the bar goes (CSS hides it under <html data-announcement-dismissed>) and stays dismissed for this id.
document.addEventListener('click', (event) => {
  if (!closestTarget(event, '.announcement-close')) return;
  try {
    localStorage.setItem(DISMISS_KEY, 'true');
    localStorage.setItem(ID_KEY, site.announcement.id);
  } catch (error) {
    console.warn('announcement: could not store dismissal', error);
  }
  document.documentElement.dataset.announcementDismissed = 'true';
});
