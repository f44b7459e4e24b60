import { announcement } from '../site/config';

/** localStorage keys of the announcement bar's dismissal (a changed id resets it). */
export const DISMISS_KEY = 'announcement.dismiss';
export const ID_KEY = 'announcement.id';

/**
 * Runs before first paint: hides the bar when this announcement id was dismissed, and forgets an
 * old dismissal when the id changed. Storage failures are only logged.
 */
export const announcementScript = () =>
  `(function(){try{var id=${JSON.stringify(announcement.id)};var s=localStorage;if(s.getItem('${ID_KEY}')!==id){s.setItem('${ID_KEY}',id);s.removeItem('${DISMISS_KEY}')}if(s.getItem('${DISMISS_KEY}')==='true')document.documentElement.dataset.announcementDismissed='true'}catch(e){console.warn('announcement: storage unavailable',e)}})()`;
