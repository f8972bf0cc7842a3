import { useState, type RefObject, type SyntheticEvent } from 'react';
import type { ChatStrings } from '../core/i18n/i18n';
import type { ResolvedChatOptions } from '../core/options/resolved-options';
import { fileRejection } from './accept';
import { announce } from './announce';

/**
 * The files chosen to go with the next message: picked, dropped or pasted, within the
 * `allowedFilesMimeTypes`, `maxFileSize` and `maxFiles` options. A file outside them is left
 * out with a line saying why, shown and announced (from `speaker`), until the next change.
 * Gives the files, their setter, what adds to them, what takes files pasted in the box, and
 * the lines of the files left out.
 */
export function useChosenFiles(options: ResolvedChatOptions, strings: ChatStrings, speaker: RefObject<Element | null>) {
  // The files, and a line for each file last left out (each ending in a line break; '' when
  // none): one state, as every change of the files clears the lines.
  const [[files, rejected], setChosen] = useState<[File[], string]>([[], '']);
  const setFiles = (next: File[]) => setChosen([next, '']);

  function addFiles(picked: Iterable<File>) {
    const accepted: File[] = [];
    let said = '';
    for (const file of picked) {
      const why = fileRejection(options, strings, file, files.length + accepted.length);
      if (why) said += `${why}\n`;
      else accepted.push(file);
    }
    setChosen([[...files, ...accepted], said]);
    if (said) announce(speaker.current!, said);
  }

  /** Files pasted: added instead of their names pasted as text. */
  function onPaste(event: SyntheticEvent, pasted: FileList) {
    if (!options.allowFileUploads || !pasted[0]) return;
    event.preventDefault();
    addFiles(pasted);
  }

  return [files, setFiles, addFiles, onPaste, rejected] as const;
}
