import { useState, type SyntheticEvent } from 'react';
import type { ResolvedChatOptions } from '../core/options/resolved-options';
import { acceptsFile } from './accept';

/**
 * The files chosen to go with the next message: picked, dropped or pasted, of an accepted
 * type (the `allowedFilesMimeTypes` option) only. Gives the files, their setter, what adds
 * to them, and what takes files dropped or pasted on the box.
 */
export function useChosenFiles({ allowFileUploads, allowedFilesMimeTypes }: ResolvedChatOptions) {
  const [files, setFiles] = useState<File[]>([]);

  function addFiles(picked: Iterable<File>) {
    const accepted = [...picked].filter((file) => acceptsFile(allowedFilesMimeTypes, file));
    if (accepted.length > 0) setFiles((current) => [...current, ...accepted]);
  }

  /** Files dropped or pasted: taken (added when `mayAdd`) instead of what the browser would do. */
  function onFiles(event: SyntheticEvent, dropped: FileList, mayAdd: boolean) {
    if (!allowFileUploads || dropped.length === 0) return;
    event.preventDefault();
    if (mayAdd) addFiles(dropped);
  }

  return [files, setFiles, addFiles, onFiles] as const;
}
