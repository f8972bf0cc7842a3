/** Inline SVG icons (no icon font, no network). Decorative: the buttons carry the names. */
import { CHAT_ICON_PATH, CHEVRON_DOWN_ICON_PATH, CLOSE_ICON_PATH, NEW_CONVERSATION_ICON_PATH } from './icon-paths';

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
export const CloseIcon = /* @__PURE__ */ icon(CLOSE_ICON_PATH);
export const SendIcon = /* @__PURE__ */ icon('M2.01 21 23 12 2.01 3 2 10l15 2-15 2 .01 7Z');
export const StopIcon = /* @__PURE__ */ icon('M6 6h12v12H6Z');
export const AttachIcon = /* @__PURE__ */ icon(
  'M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6h-1.5Z',
);
export const MicIcon = /* @__PURE__ */ icon(
  'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5.3-3c0 3-2.54 5.1-5.3 5.1S6.7 14 6.7 11H5c0 3.41 2.72 6.23 6 6.72V21h2v-3.28c3.28-.48 6-3.3 6-6.72h-1.7Z',
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

// Under bot replies (MessageActions).
export const CopyIcon = /* @__PURE__ */ icon(
  'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z',
);
export const SpeakerIcon = /* @__PURE__ */ icon(
  'M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.5 4.5 0 0 0 16.5 12Z',
);
export const CheckIcon = /* @__PURE__ */ icon('M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41Z');
export const ThumbUpIcon = /* @__PURE__ */ icon(
  'M1 21h4V9H1v12Zm22-11a2 2 0 0 0-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10a2 2 0 0 0 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2Z',
);
export const EditIcon = /* @__PURE__ */ icon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25ZM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z',
);
export const RegenerateIcon = /* @__PURE__ */ icon(
  'M17.65 6.35A8 8 0 1 0 19.73 14h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35Z',
);
