/** SVG path data shared by the React icons and the launcher's plain-DOM toggle and drawn header. */
export const CHAT_ICON_PATH =
  'M12 3C6.5 3 2 6.58 2 11c0 2.13 1.05 4.07 2.75 5.5L4 21l4.5-2.3c1.08.3 2.25.46 3.5.46 5.5 0 10-3.58 10-8.08S17.5 3 12 3Z';
export const CHEVRON_DOWN_ICON_PATH = 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41Z';
export const NEW_CONVERSATION_ICON_PATH =
  'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm-3 9h-4v4h-2v-4H7V9h4V5h2v4h4v2Z';
export const CLOSE_ICON_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12Z';
