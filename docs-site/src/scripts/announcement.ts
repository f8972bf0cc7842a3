/** Shows the announcement bar unless its id was dismissed (src/utils/announcement.ts). */
import { announcementBar } from '../config/site';
import { dismissAnnouncement, shouldShowAnnouncement } from '../utils/announcement';
import { onPageLoad, safeLocalStorage } from './page-load';

onPageLoad(() => {
  const bar = announcementBar;
  const element = document.querySelector<HTMLElement>('[data-announcement]');
  if (!bar || !element) return;
  element.hidden = !shouldShowAnnouncement(bar, safeLocalStorage());
  element.querySelector('[data-announcement-close]')?.addEventListener('click', () => {
    dismissAnnouncement(bar, safeLocalStorage());
    element.hidden = true;
  });
});
