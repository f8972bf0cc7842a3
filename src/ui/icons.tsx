/** Inline SVG icons (no icon font, no network). Decorative: the buttons carry the names. */
import { CHAT_ICON_PATH, CHEVRON_DOWN_ICON_PATH, NEW_CONVERSATION_ICON_PATH } from './icon-paths';

interface IconProps {
  size?: number;
}

/** An icon component drawing one path on the 24 × 24 grid (pure: unused icons are left out of the bundle). */
const icon = (path: string) =>
  function Icon({ size = 24 }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    );
  };

export const ChatIcon = /* @__PURE__ */ icon(CHAT_ICON_PATH);
export const ChevronDownIcon = /* @__PURE__ */ icon(CHEVRON_DOWN_ICON_PATH);
export const NewConversationIcon = /* @__PURE__ */ icon(NEW_CONVERSATION_ICON_PATH);
export const CloseIcon = /* @__PURE__ */ icon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z',
);
export const SendIcon = /* @__PURE__ */ icon('M2.01 21 23 12 2.01 3 2 10l15 2-15 2 .01 7Z');
export const StopIcon = /* @__PURE__ */ icon('M6 6h12v12H6Z');
export const AttachIcon = /* @__PURE__ */ icon(
  'M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6h-1.5Z',
);
export const ImageIcon = /* @__PURE__ */ icon(
  'M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z',
);
export const AudioIcon = /* @__PURE__ */ icon('M12 3v10.55A4 4 0 1 0 14 17V7h4V3h-6Z');
export const VideoIcon = /* @__PURE__ */ icon(
  'M17 10.5V7a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3.5l4 4v-11l-4 4Z',
);
export const DocumentIcon = /* @__PURE__ */ icon(
  'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm-1 7V3.5L18.5 9H13Z',
);

/** docs/decisions.md#messages-and-options: the icon depends on the first part of the MIME type. */
export function FileTypeIcon({ mimeType, size = 16 }: { mimeType: string; size?: number }) {
  const major = mimeType.split('/')[0];
  if (major === 'image') return <ImageIcon size={size} />;
  if (major === 'audio') return <AudioIcon size={size} />;
  if (major === 'video') return <VideoIcon size={size} />;
  return <DocumentIcon size={size} />;
}
