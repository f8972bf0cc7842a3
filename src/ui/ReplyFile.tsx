import type { FilePart } from '../core/messages/message-parts';
import { useChatSettings } from './ChatContext';
import { isImageAllowed } from './markdown/image-policy';
import { fileUrl } from './markdown/source-policy';

/**
 * A file the reply sends, shown as the reply's own markdown images and links are
 * (docs/features.md#images-in-replies): an image inline when the image policy lets the
 * browser fetch it, else a link that opens it in a new tab (or downloads it, as its server
 * says: `download` does nothing on another origin); a URL no link may have (`javascript:`…)
 * is only named. Named by its `name`, else the URL's last segment.
 */
export function ReplyFile({ file }: { file: FilePart }) {
  const { options } = useChatSettings();
  const url = fileUrl(file.url);
  // A data URL has no host, and no name in its path.
  const label = file.name || (url?.host && url.pathname.split('/').pop()) || file.mimeType;
  return (
    <div className="papo-markdown">
      <p>
        {url && /^image\//i.test(file.mimeType) && isImageAllowed(url.href, options.allowedImageOrigins) ? (
          <img src={url.href} alt={label} referrerPolicy="no-referrer" />
        ) : url ? (
          <a href={url.href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          label
        )}
      </p>
    </div>
  );
}
