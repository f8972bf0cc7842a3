/**
 * The announcement bar (docs/decisions.md#the-docs-site): shown until dismissed; the dismissal is remembered in
 * local storage with the bar's id, and a bar with another id shows again.
 */

export interface AnnouncementBar {
  /** Change it to show a new announcement to visitors who dismissed the previous one. */
  id: string;
  /** Plain text shown in the bar. */
  text: string;
  link?: { label: string; href: string };
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const ANNOUNCEMENT_ID_KEY = 'atesta.announcement.id';
export const ANNOUNCEMENT_DISMISSED_KEY = 'atesta.announcement.dismiss';

/** Whether to show the bar; resets a dismissal remembered for another id. */
export function shouldShowAnnouncement(bar: AnnouncementBar | null, store: KeyValueStore | null): boolean {
  if (!bar) return false;
  if (!store) return true;
  try {
    if (store.getItem(ANNOUNCEMENT_ID_KEY) !== bar.id) {
      store.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
      store.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'false');
      return true;
    }
    return store.getItem(ANNOUNCEMENT_DISMISSED_KEY) !== 'true';
  } catch {
    return true; // storage refused: show it, a dismissal just won't be remembered
  }
}

export function dismissAnnouncement(bar: AnnouncementBar, store: KeyValueStore | null): void {
  try {
    store?.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
    store?.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'true');
  } catch {
    // storage refused: the bar is hidden for this page view only
  }
}
