import { formatString } from '../core/i18n/i18n';
import { useChatSettings } from './ChatContext';
import { FileChipContent } from './FileChip';

interface FileChipsProps {
  files: readonly File[];
  /** docs/decisions.md#input-rules: removal is by file name. */
  onRemove: (name: string) => void;
}

/** The files chosen for the next message, under the input; each one has a button that removes it. */
export function FileChips({ files, onRemove }: FileChipsProps) {
  const { strings } = useChatSettings();
  if (!files[0]) return null;
  return (
    <ul className="papo-file-chips" aria-label={strings.filesChosen}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="papo-file-chip">
          <FileChipContent file={file} />
          <button
            type="button"
            className="papo-file-chip__remove"
            aria-label={formatString(strings.removeFile, { name: file.name })}
            title={formatString(strings.removeFile, { name: file.name })}
            onClick={() => onRemove(file.name)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The files a message of the visitor's went with, as they were chosen (without the remove button). */
export function SentFiles({ files }: { files: readonly File[] }) {
  return (
    <ul className="papo-message__files">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="papo-file-chip">
          <FileChipContent file={file} />
        </li>
      ))}
    </ul>
  );
}
