import type { RefObject } from 'react';
import { useChatSettings } from './ChatContext';
import { IconButton } from './IconButton';
import { AttachIcon } from './icons';

/** The attach button and the hidden file input it opens (the `allowFileUploads` option). */
export function AttachButton({
  inputRef,
  disabled,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  onFiles: (files: Iterable<File>) => void;
}) {
  const { options, strings } = useChatSettings();
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        className="papo-visually-hidden"
        accept={options.allowedFilesMimeTypes || undefined}
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => onFiles(event.target.files ?? [])}
      />
      <IconButton
        className="papo-input__attach"
        label={strings.attachFiles}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        <AttachIcon />
      </IconButton>
    </>
  );
}
