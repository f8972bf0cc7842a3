import { useEffect, useState } from 'react';
import { useChatSettings } from './ChatContext';
import { FileTypeIcon } from './icons';

/** The side of a thumbnail, in CSS pixels, twice the 2em it is drawn at (ChatInput.styles.ts) for sharp screens. */
const THUMBNAIL = 64;

/**
 * A small copy of an image file as a data: URL (the strict CSP of docs/development.md allows
 * `data:` images, not `blob:` ones), or undefined while it is drawn, for other files, and
 * where the browser cannot decode it (the file's icon stays).
 */
function useThumbnail(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof createImageBitmap != 'function') return;
    let live = true;
    createImageBitmap(file).then(
      (bitmap) => {
        const scale = Math.min(1, THUMBNAIL / Math.min(bitmap.width, bitmap.height));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(bitmap.width * scale));
        canvas.height = Math.max(1, Math.round(bitmap.height * scale));
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        bitmap.close();
        if (live) setUrl(canvas.toDataURL());
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [file]);
  return url;
}

/** "512 B", "1.2 MB": units of 1000 bytes, as browsers and operating systems show file sizes. */
function fileSize(bytes: number, language: string): string {
  const power = bytes < 1e3 ? 0 : bytes < 1e6 ? 1 : bytes < 1e9 ? 2 : 3;
  const unit = ['byte', 'kilobyte', 'megabyte', 'gigabyte'][power];
  const format = (locale?: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / 1e3 ** power);
  try {
    return format(language);
  } catch {
    // A language code Intl cannot read: the browser's own.
    return format();
  }
}

/** What a chip shows of a file, chosen or sent: a thumbnail of an image (else its kind's icon), its name and size. */
export function FileChipContent({ file }: { file: File }) {
  const { options } = useChatSettings();
  const thumbnail = useThumbnail(file);
  return (
    <>
      {thumbnail ? (
        <img className="papo-file-chip__thumbnail" src={thumbnail} alt="" />
      ) : (
        <FileTypeIcon mimeType={file.type} />
      )}
      <span className="papo-file-chip__name">{file.name}</span>
      <span className="papo-file-chip__size">{fileSize(file.size, options.defaultLanguage)}</span>
    </>
  );
}
